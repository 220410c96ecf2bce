import { LINK_TYPES, type RequirementFile } from '@specwright/core';
import { useState } from 'react';
import { runAction } from '../../actions/app-actions';
import { useAccountSpecs, useSession } from '../../state/read-stores';
import type { LinkTarget } from './link-targets';
import { OtherSpecChoice } from './OtherSpecChoice';
import { OtherSpecRowPicker, ThisSpecRowPicker } from './RowPickers';

const DEFAULT_TYPE = LINK_TYPES[0];

type Scope = 'this' | 'other';

/**
 * Adds a link from the row: its type, and the row it goes to, of this spec or (for a kept spec, signed
 * in) of another spec the user keeps, found by id or text.
 */
export function AddLinkForm({ file, rowId }: { file: RequirementFile; rowId: string }) {
  const [type, setType] = useState<string>(DEFAULT_TYPE);
  const [target, setTarget] = useState<LinkTarget | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [scope, setScope] = useState<Scope>('this');
  const [otherSpec, setOtherSpec] = useState<string | null>(null);
  const keptAs = useAccountSpecs((state) => state.links[file.id]?.specId ?? null);
  const signedIn = useSession((state) => state.user !== null);
  const canLinkOut = keptAs !== null && signedIn;
  const toSpec = scope === 'other' && canLinkOut ? otherSpec : null;

  const add = () => {
    if (!target || (scope === 'other' && toSpec === null)) return;
    const link = { from: rowId, to: target.id, type, ...(toSpec === null ? {} : { toSpec }) };
    runAction('links.add', { source: 'panel' }, { fileId: file.id, link });
    setTarget(null);
    setFormKey((key) => key + 1);
  };
  const picking = { selected: target, onSelect: setTarget, onSubmit: add };

  return (
    <form
      className="links__add"
      aria-label="Add link"
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      {canLinkOut ? (
        <div className="links__scope">
          <select
            className="properties__input links__type"
            aria-label="Link to"
            value={scope}
            onChange={(event) => {
              setScope(event.target.value as Scope);
              setTarget(null);
            }}
          >
            <option value="this">This spec</option>
            <option value="other">Another spec</option>
          </select>
          {scope === 'other' && keptAs !== null ? (
            <OtherSpecChoice
              thisSpecId={keptAs}
              value={otherSpec}
              onChange={(specId) => {
                setOtherSpec(specId);
                setTarget(null);
              }}
            />
          ) : null}
        </div>
      ) : null}
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
      {scope === 'other' && canLinkOut ? (
        toSpec === null ? (
          <span className="links__note">Choose a spec first.</span>
        ) : (
          <OtherSpecRowPicker key={`${toSpec}:${rowId}:${formKey}`} specId={toSpec} {...picking} />
        )
      ) : (
        <ThisSpecRowPicker key={`${rowId}:${formKey}`} file={file} rowId={rowId} {...picking} />
      )}
      <button type="submit" className="button small primary" aria-label="Add Link" disabled={!target}>
        Add
      </button>
    </form>
  );
}
