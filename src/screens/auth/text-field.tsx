import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './auth.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'placeholder' | 'onChange'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** Shown under the field and linked to it. */
  error?: string | null | undefined;
  /** Extra content inside the field box, at the end (e.g. a show-password button). */
  end?: ReactNode;
}

/** A labelled input with a floating label and an optional error under it. */
export function TextField({ label, value, onValue, error, end, ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <div className={`field__box${error ? ' field__box--error' : ''}`}>
        <input
          {...rest}
          id={id}
          className="field__input"
          placeholder=" "
          value={value}
          aria-invalid={error ? true : rest['aria-invalid']}
          aria-describedby={error ? errorId : rest['aria-describedby']}
          onChange={(e) => onValue(e.target.value)}
        />
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        {end}
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
