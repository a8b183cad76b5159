import { useId } from 'react';
import { clip, counterText } from '../../lib/media/text-limit';
import './counted-field.css';

export interface CountedFieldProps {
  label: string;
  value: string;
  max: number;
  onValue: (value: string) => void;
  multiline?: boolean;
  rows?: number;
  placeholder?: string;
  required?: boolean;
  /** Extra help under the field. */
  hint?: string;
}

/** A labelled text field or area with a live "n/max" counter; input past the limit is cut. */
export function CountedField({ label, value, max, onValue, multiline = false, rows = 4, placeholder, required = false, hint }: CountedFieldProps) {
  const id = useId();
  const counterId = `${id}-count`;
  const hintId = `${id}-hint`;
  const describedBy = hint ? `${counterId} ${hintId}` : counterId;
  const common = {
    id,
    className: 'counted-field__input',
    value,
    placeholder,
    required,
    'aria-describedby': describedBy,
    onChange: (e: { target: { value: string } }) => onValue(clip(e.target.value, max)),
  };
  return (
    <div className="counted-field">
      <div className="counted-field__head">
        <label htmlFor={id} className="counted-field__label">
          {label}
        </label>
        <span id={counterId} className="counted-field__count">
          {counterText(value, max)}
        </span>
      </div>
      {multiline ? <textarea {...common} rows={rows} /> : <input {...common} type="text" />}
      {hint ? (
        <p id={hintId} className="counted-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
