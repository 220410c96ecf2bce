import { LINK_TYPES, type RequirementFile } from '@specwright/core';
import { useState } from 'react';
import { runAction } from '../../actions/app-actions';
import type { LinkTarget } from './link-targets';
import { RowCombobox } from './RowCombobox';

const DEFAULT_TYPE = LINK_TYPES[0];

/** Adds a link from the row: its type, and the row it goes to, found by id or text. */
export function AddLinkForm({ file, rowId }: { file: RequirementFile; rowId: string }) {
  const [type, setType] = useState<string>(DEFAULT_TYPE);
  const [target, setTarget] = useState<LinkTarget | null>(null);
  const [formKey, setFormKey] = useState(0);

  const add = () => {
    if (!target) return;
    runAction(
      'links.add',
      { source: 'panel' },
      { fileId: file.id, link: { from: rowId, to: target.id, type } },
    );
    setTarget(null);
    setFormKey((key) => key + 1);
  };

  return (
    <form
      className="links__add"
      aria-label="Add link"
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <select
        className="properties__input links__type"
        aria-label="New link type"
        value={type}
        onChange={(event) => setType(event.target.value)}
      >
        {LINK_TYPES.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
      <RowCombobox
        key={`${rowId}:${formKey}`}
        label="Link to row"
        file={file}
        rowId={rowId}
        selected={target}
        onSelect={setTarget}
        onSubmit={add}
      />
      <button type="submit" className="button small primary" aria-label="Add Link" disabled={!target}>
        Add
      </button>
    </form>
  );
}
