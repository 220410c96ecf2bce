import type { Column } from '@specwright/core';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { LintHints } from '../../ui/lint/LintHints';
import { useLiveLint } from '../live-lint/use-live-lint';
import { fieldKind, selectOptions } from './property-columns';

interface PropertyFieldProps {
  column: Column;
  /** The cell's current value as text. */
  value: string;
  hidden: boolean;
  /** Whether the text is linted while edited (a prose column of a requirement). */
  linted: boolean;
  /** A spec this user may only read: the value shows, it cannot be changed. */
  readOnly?: boolean;
  /** `startValue`: the text when the field was focused (someone else may have changed it since). */
  onCommit: (field: string, value: string, startValue: string) => void;
}

/**
 * One labelled field of the selected row. Text fields commit on blur or Enter (Ctrl/Cmd+Enter in a
 * text area), so each committed change is one undo step; Escape restores the current value.
 */
export function PropertyField({
  column,
  value,
  hidden,
  linted,
  readOnly = false,
  onCommit,
}: PropertyFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const focused = useRef(false);
  const startValue = useRef(value);
  const [editing, setEditing] = useState(false);
  const kind = fieldKind(column);
  const lint = useLiveLint(draft, { enabled: editing && kind !== 'select' && linted });

  // A change from elsewhere (undo, the table, the document, another person) shows up unless the user is
  // typing here; what a commit stored (merged with another person's text) shows up at once.
  const committed = useRef(false);
  useEffect(() => {
    if (focused.current && !committed.current) return;
    committed.current = false;
    setDraft(value);
    startValue.current = value;
  }, [value]);

  const commit = () => {
    if (draft === value) return;
    committed.current = true;
    onCommit(column.field, draft, startValue.current);
  };

  // Selecting another row while typing here unmounts the field before it blurs: keep what was typed.
  const latest = useRef(commit);
  latest.current = commit;
  useEffect(
    () => () => {
      if (focused.current) latest.current();
    },
    [],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const submits =
      kind === 'text' ? event.key === 'Enter' : event.key === 'Enter' && (event.ctrlKey || event.metaKey);
    if (submits) {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDraft(value);
      startValue.current = value;
    }
  };

  const common = {
    id,
    readOnly,
    className: `properties__input properties__input--${kind}`,
    onFocus: () => {
      focused.current = true;
      committed.current = false;
      startValue.current = value;
      setEditing(true);
    },
    onBlur: () => {
      focused.current = false;
      setEditing(false);
      commit();
    },
  };

  return (
    <div className="properties__field">
      <label htmlFor={id} className="properties__label">
        {column.headerName}
        {hidden ? <span className="properties__tag">hidden column</span> : null}
      </label>
      {kind === 'select' ? (
        <select
          id={id}
          className="properties__input properties__input--select"
          value={value}
          disabled={readOnly}
          onChange={(event) => onCommit(column.field, event.target.value, value)}
        >
          {selectOptions(column, value).map((option) => (
            <option key={option} value={option}>
              {option === '' ? '(empty)' : option}
            </option>
          ))}
        </select>
      ) : kind === 'textarea' ? (
        <textarea
          {...common}
          rows={3}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
      ) : (
        <input
          {...common}
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
      )}
      {editing ? <LintHints text={lint.text} findings={lint.findings} /> : null}
    </div>
  );
}
