import type { Row } from '@specwright/core';
import type { GridApi } from 'ag-grid-community';
import { useEffect, useRef } from 'react';
import { findFocusHandled, useFindFocus } from '../../state/find-focus';
import type { TableContext } from './table-context';
import { useFind } from './use-find';

const STEPS = [
  { label: 'Previous match', key: 'Shift+Enter', arrow: '↑', direction: -1 },
  { label: 'Next match', key: 'Enter', arrow: '↓', direction: 1 },
] as const;

interface FindBarProps {
  api: GridApi<Row> | null;
  context: TableContext;
  data: readonly Row[];
}

/** Find in the spec (Ctrl+F): every matching cell is marked; Enter and Shift+Enter step through them. */
export function FindBar({ api, context, data }: FindBarProps) {
  const find = useFind(api, context, data);
  const inputRef = useRef<HTMLInputElement>(null);
  const focusPending = useFindFocus((state) => state.pending);
  useEffect(() => {
    if (!focusPending) return;
    inputRef.current?.focus();
    inputRef.current?.select();
    findFocusHandled();
  }, [focusPending]);

  const status =
    find.query.trim() === ''
      ? ''
      : find.count === 0
        ? 'No matches'
        : find.current < 0
          ? `${find.count} ${find.count === 1 ? 'match' : 'matches'}`
          : `${find.current + 1} of ${find.count}`;
  return (
    <search className="sw-find" aria-label="Find">
      <input
        ref={inputRef}
        type="search"
        className="sw-find__input"
        placeholder="Find in spec (Ctrl+F)"
        aria-label="Find in spec"
        aria-keyshortcuts="Control+F"
        value={find.query}
        onChange={(event) => find.search(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            if (event.shiftKey) find.previous();
            else find.next();
          } else if (event.key === 'Escape' && find.query !== '') {
            event.preventDefault();
            find.search('');
          }
        }}
      />
      <output className="sw-find__status" aria-live="polite">
        {status}
      </output>
      {STEPS.map(({ label, key, arrow, direction }) => (
        <button
          key={label}
          type="button"
          className="sw-find__step"
          aria-label={label}
          title={`${label} (${key})`}
          disabled={find.count === 0}
          onClick={direction === 1 ? find.next : find.previous}
        >
          {arrow}
        </button>
      ))}
    </search>
  );
}
