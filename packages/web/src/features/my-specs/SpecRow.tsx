import { useState } from 'react';
import { runAction } from '../../actions/app-actions';
import { formatWhen } from './format-when';
import type { SpecSummary } from './specs-api';

export interface SpecRowProps {
  spec: SpecSummary;
  /** Where the spec is kept now (null: Personal), for Move to workspace…; no button when undefined. */
  workspaceId?: string | null | undefined;
  onRename: (title: string) => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** One kept spec: open it, rename it in place, share, duplicate, move or delete it. */
export function SpecRow({ spec, workspaceId, onRename, onDuplicate, onDelete }: SpecRowProps) {
  const [title, setTitle] = useState<string | null>(null);
  const save = () => {
    if (title !== null && title.trim() !== '' && title.trim() !== spec.title) onRename(title.trim());
    setTitle(null);
  };
  return (
    <tr>
      <th scope="row">
        {title === null ? (
          <button
            type="button"
            className="my-specs-table__title"
            onClick={() => runAction('mySpecs.open', { source: 'button' }, { specId: spec.id })}
          >
            {spec.title}
          </button>
        ) : (
          <input
            className="form-input my-specs-table__rename"
            aria-label={`New title of ${spec.title}`}
            value={title}
            // biome-ignore lint/a11y/noAutofocus: the field appears because the user asked to rename.
            autoFocus
            onChange={(event) => setTitle(event.target.value)}
            onBlur={save}
            onKeyDown={(event) => {
              if (event.key === 'Enter') save();
              if (event.key === 'Escape') setTitle(null);
            }}
          />
        )}
      </th>
      <td>{spec.rows}</td>
      <td>{spec.requirements}</td>
      <td>{spec.mean_score === null ? '—' : spec.mean_score}</td>
      <td>{formatWhen(spec.updated_at)}</td>
      <td>
        <div className="my-specs-table__actions">
          <button
            type="button"
            className="button small primary"
            onClick={() => runAction('mySpecs.open', { source: 'button' }, { specId: spec.id })}
            aria-label={`Open ${spec.title}`}
          >
            Open
          </button>
          <button
            type="button"
            className="button small"
            onClick={() => setTitle(spec.title)}
            aria-label={`Rename ${spec.title}`}
          >
            Rename
          </button>
          <button
            type="button"
            className="button small"
            onClick={() =>
              runAction('mySpecs.share', { source: 'button' }, { specId: spec.id, title: spec.title })
            }
            aria-label={`Share ${spec.title}`}
          >
            Share…
          </button>
          <button
            type="button"
            className="button small"
            onClick={onDuplicate}
            aria-label={`Duplicate ${spec.title}`}
          >
            Duplicate
          </button>
          {workspaceId === undefined ? null : (
            <button
              type="button"
              className="button small"
              onClick={() =>
                runAction(
                  'mySpecs.moveToWorkspace',
                  { source: 'button' },
                  { specId: spec.id, title: spec.title, workspaceId },
                )
              }
              aria-label={`Move ${spec.title} to workspace`}
            >
              Move to workspace…
            </button>
          )}
          <button
            type="button"
            className="button small"
            onClick={onDelete}
            aria-label={`Delete ${spec.title}`}
          >
            Delete
          </button>
        </div>
      </td>
    </tr>
  );
}
