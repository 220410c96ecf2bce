import type { RequirementFile } from '@specwright/core';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { type LinkTarget, linkTargets, matchingTargets } from './link-targets';

/** Rows listed at once; typing more of an id or text narrows them. */
const SHOWN_TARGETS = 50;

const NO_TARGETS: readonly LinkTarget[] = [];

interface RowComboboxProps {
  label: string;
  file: RequirementFile;
  /** The row a link starts from: every other row can be picked. */
  rowId: string;
  selected: LinkTarget | null;
  onSelect: (target: LinkTarget | null) => void;
  /** Enter with a row already chosen (the list closed): the form's submit. */
  onSubmit: () => void;
}

const shownAs = (target: LinkTarget) =>
  target.text === '' ? target.label : `${target.label} — ${target.text}`;

/** A text box that finds a row of the spec by its id or text, with a list to pick from (arrows, Enter, Escape). */
export function RowCombobox({ label, file, rowId, selected, onSelect, onSubmit }: RowComboboxProps) {
  const listId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // Read from the rows only while the list is open: a large spec is not walked at each edit of the row.
  const targets = useMemo(() => (open ? linkTargets(file, rowId) : NO_TARGETS), [open, file, rowId]);
  const options = useMemo(
    () => (open ? matchingTargets(targets, query, SHOWN_TARGETS) : []),
    [open, targets, query],
  );
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
          {options.length === 0 ? <div className="links__no-option">No row matches.</div> : null}
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
