import { useState } from 'react';
import { runAction } from '../../actions/app-actions';
import { useSession } from '../../state/read-stores';
import { selectIsSignedIn } from '../../state/session';
import { ActionButton } from '../../ui/ActionButton';
import { Notice } from '../../ui/Notice';
import { formatWhen } from './format-when';
import type { SpecSummary } from './specs-api';
import { TrashList } from './TrashList';
import { useMySpecs } from './use-my-specs';
import './my-specs.css';
import { confirmSpecDeletion } from './my-specs-dialogs-wiring';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** My Specs: the specs kept in the signed-in user's account, with open, rename, duplicate and delete. */
export function MySpecsPage() {
  const isSignedIn = useSession(selectIsSignedIn);
  return (
    <article className="page my-specs-page" aria-labelledby="my-specs-title" data-testid="my-specs-page">
      <div className="page__body">
        {isSignedIn ? (
          <MySpecsList />
        ) : (
          <div className="my-specs-empty">
            <h1 id="my-specs-title">My Specs</h1>
            <p>Sign in to keep your specs in your account.</p>
            <ActionButton actionId="account.signIn" variant="primary" />
          </div>
        )}
      </div>
    </article>
  );
}

function MySpecsList() {
  const { specs, trash, rename, duplicate, remove, restore } = useMySpecs();
  const failure = [specs.error, rename.error, duplicate.error, remove.error, restore.error].find(Boolean);
  const list = specs.data ?? [];
  return (
    <>
      <header className="my-specs-page__header">
        <h1 id="my-specs-title">My Specs</h1>
        <p className="my-specs-page__lead">
          Specs kept in your account: every edit is saved to the server, so they open on any machine you sign
          in on.
        </p>
      </header>
      {failure ? <Notice tone="error">{errorText(failure)}</Notice> : null}
      {specs.isPending ? <p>Loading your specs…</p> : null}
      {!specs.isPending && list.length === 0 ? (
        <p className="my-specs-page__none">
          No specs in your account yet. Specs you create from a template are kept here; for a spec you open,
          choose File → Save to My Specs.
        </p>
      ) : null}
      {list.length > 0 ? (
        <table className="my-specs-table" aria-label="My Specs">
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Rows</th>
              <th scope="col">Requirements</th>
              <th scope="col">Mean score</th>
              <th scope="col">Last edited</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((spec) => (
              <SpecRow
                key={spec.id}
                spec={spec}
                onRename={(title) => rename.mutate({ id: spec.id, title })}
                onDuplicate={() => duplicate.mutate({ id: spec.id, title: `Copy of ${spec.title}` })}
                onDelete={() =>
                  confirmSpecDeletion({
                    title: 'Delete Spec',
                    message: `Move “${spec.title}” to the trash? You can restore it from the trash for 30 days.`,
                    confirmLabel: 'Delete',
                    onConfirm: () => remove.mutate(spec.id),
                  })
                }
              />
            ))}
          </tbody>
        </table>
      ) : null}
      <TrashList specs={trash.data ?? []} onRestore={(id) => restore.mutate(id)} />
    </>
  );
}

interface SpecRowProps {
  spec: SpecSummary;
  onRename: (title: string) => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

function SpecRow({ spec, onRename, onDuplicate, onDelete }: SpecRowProps) {
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
