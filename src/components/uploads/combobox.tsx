import { useId, useState, type KeyboardEvent } from 'react';
import './combobox.css';

export interface ComboOption {
  id: string;
  primary: string;
  secondary?: string;
}

export interface ComboboxProps {
  label: string;
  query: string;
  onQuery: (query: string) => void;
  options: readonly ComboOption[];
  onSelect: (option: ComboOption) => void;
  /** Read out politely under the field: "Searching…", "3 places", "No places found". */
  status: string | null;
  placeholder?: string;
}

/** An ARIA 1.2 combobox with a listbox popup: arrows move, Enter picks, Escape closes. */
export function Combobox({ label, query, onQuery, options, onSelect, status, placeholder }: ComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(false);
  const open = !closed && options.length > 0;
  const optionId = (i: number) => `${id}-opt-${i}`;

  const choose = (option: ComboOption | undefined) => {
    if (!option) return;
    onSelect(option);
    setActive(-1);
    setClosed(true);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setClosed(false);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (options.length === 0 ? -1 : (a + step + options.length) % options.length));
    } else if (e.key === 'Enter' && open && active >= 0) {
      e.preventDefault();
      choose(options[active]);
    } else if (e.key === 'Escape') {
      setClosed(true);
      setActive(-1);
    }
  };

  return (
    <div className="combobox">
      <label htmlFor={id} className="combobox__label">
        {label}
      </label>
      <input
        id={id}
        className="combobox__input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        value={query}
        placeholder={placeholder}
        onChange={(e) => {
          setClosed(false);
          setActive(-1);
          onQuery(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setClosed(true)}
      />
      <ul id={listId} className="combobox__list" role="listbox" aria-label={label} hidden={!open}>
        {options.map((o, i) => (
          <li
            key={o.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={`combobox__option${i === active ? ' combobox__option--active' : ''}`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(o)}
          >
            <span className="combobox__primary">{o.primary}</span>
            {o.secondary ? <span className="combobox__secondary">{o.secondary}</span> : null}
          </li>
        ))}
      </ul>
      <p className="combobox__status" role="status">
        {status}
      </p>
    </div>
  );
}
