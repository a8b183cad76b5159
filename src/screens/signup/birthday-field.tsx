import { useId, useMemo } from 'react';
import { birthdayYears, daysInMonth, type Birthday } from '../../lib/signup-rules';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** Month, day and year selects (000 §9 date-picker defaults start 25 years back). */
export function BirthdayField({
  value,
  onValue,
  error,
  now,
  legend = 'Birthday',
  hint = "This won't be part of your public profile.",
}: {
  value: Birthday;
  onValue: (b: Birthday) => void;
  error?: string | null | undefined;
  now: Date;
  legend?: string;
  hint?: string;
}) {
  const errorId = useId();
  const years = useMemo(() => birthdayYears(now), [now]);
  const days = daysInMonth(value.month, value.year);
  const set = (patch: Partial<Birthday>) => {
    const next = { ...value, ...patch };
    onValue({ ...next, day: Math.min(next.day, daysInMonth(next.month, next.year)) });
  };
  const describedBy = error ? errorId : undefined;
  return (
    <fieldset className="birthday">
      <legend className="birthday__legend">{legend}</legend>
      <div className="field__select-row">
        <select className="field__select" aria-label="Month" value={value.month} aria-describedby={describedBy} onChange={(e) => set({ month: Number(e.target.value) })}>
          {MONTHS.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </select>
        <select className="field__select" aria-label="Day" value={value.day} aria-describedby={describedBy} onChange={(e) => set({ day: Number(e.target.value) })}>
          {Array.from({ length: days }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </select>
        <select className="field__select" aria-label="Year" value={value.year} aria-describedby={describedBy} onChange={(e) => set({ year: Number(e.target.value) })}>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <p className="birthday__hint">{hint}</p>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
