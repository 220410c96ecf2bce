import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import type { LinkTarget } from './link-targets';

interface RowComboboxProps {
  label: string;
  /** The rows to pick from for what is typed (asked for through `onQuery`). */
  options: readonly LinkTarget[];
  /** Said in the list instead of the rows while they are being found, or when none matches. */
  note: string;
  /** What is typed, and whether the list is open: the caller finds the options. */
  onQuery: (query: string, open: boolean) => void;
  selected: LinkTarget | null;
  onSelect: (target: LinkTarget | null) => void;
  /** Enter with a row already chosen (the list closed): the form's submit. */
  onSubmit: () => void;
}

const shownAs = (target: LinkTarget) =>
  target.text === '' ? target.label : `${target.label} — ${target.text}`;

/** A text box that finds a row of the spec by its id or text, with a list to pick from (arrows, Enter, Escape). */
export function RowCombobox({
  label,
  options,
  note,
  onQuery,
  selected,
  onSelect,
  onSubmit,
}: RowComboboxProps) {
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  useEffect(() => onQuery(query, open), [onQuery, query, open]);
  const activeOption = options[Math.min(active, options.length - 1)];

  const pick = (target: LinkTarget) => {
    onSelect(target);
    setQuery(shownAs(target));
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(0);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.max(0, Math.min(options.length - 1, index + step)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (open && activeOption) pick(activeOption);
      else if (selected) onSubmit();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="links__combobox">
      <input
        type="text"
        role="combobox"
        className="properties__input"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && activeOption ? `${listId}-${activeOption.id}` : undefined}
        placeholder="Row id or text"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(0);
          if (selected) onSelect(null);
        }}
        onFocus={() => {
          if (!selected) setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {open ? (
        <div id={listId} role="listbox" aria-label={label} className="links__options">
          {options.length === 0 || note !== '' ? (
            <div className="links__no-option">{note || 'No row matches.'}</div>
          ) : null}
          {options.map((target) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the text box takes the keys (aria-activedescendant)
            <div
              key={target.id}
              id={`${listId}-${target.id}`}
              role="option"
              tabIndex={-1}
              aria-selected={target === activeOption}
              className="links__option"
              // Keeps the focus in the text box, so the pick happens before it closes the list on blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(target)}
            >
              <span className="links__option-label">{target.label}</span>
              <span className="links__option-text">{target.text}</span>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
