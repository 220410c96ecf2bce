import { ROLE_LABELS } from '@specwright/core';
import type { ReactNode } from 'react';
import { useSession } from '../../state/read-stores';
import { selectIsSignedIn } from '../../state/session';
import { ActionButton } from '../../ui/ActionButton';
import { Notice } from '../../ui/Notice';
import { useWorkspaces } from '../workspaces/use-workspaces';
import { SpecRow } from './SpecRow';
import { groupSpecs, type SpecGroup } from './spec-groups';
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
  const { list: workspaces } = useWorkspaces();
  const failure = [specs.error, rename.error, duplicate.error, remove.error, restore.error].find(Boolean);
  const list = specs.data ?? [];
  const groups = groupSpecs(list, workspaces.data ?? []);
  // Without workspaces My Specs is one table, as it always was; with them, Personal and one per workspace.
  const grouped = groups.length > 1;
  const rowsOf = (group: SpecGroup) =>
    group.specs.map((spec) => (
      <SpecRow
        key={spec.id}
        spec={spec}
        workspaceId={grouped ? group.workspaceId : undefined}
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
    ));
  return (
    <>
      <header className="my-specs-page__header">
        <div className="my-specs-page__heading">
          <h1 id="my-specs-title">My Specs</h1>
          <ActionButton actionId="account.workspaces" size="small" />
        </div>
        <p className="my-specs-page__lead">
          Specs kept in your account: every edit is saved to the server, so they open on any machine you sign
          in on.{grouped ? ' The specs of a workspace are shared with its members.' : ''}
        </p>
      </header>
      {failure ? <Notice tone="error">{errorText(failure)}</Notice> : null}
      {specs.isPending ? <p>Loading your specs…</p> : null}
      {!specs.isPending && list.length === 0 && !grouped ? (
        <p className="my-specs-page__none">
          No specs in your account yet. Specs you create from a template are kept here; for a spec you open,
          choose File → Save to My Specs.
        </p>
      ) : null}
      {grouped ? (
        groups.map((group) => (
          <SpecSection key={group.workspaceId ?? 'personal'} group={group}>
            {rowsOf(group)}
          </SpecSection>
        ))
      ) : list.length > 0 && groups[0] ? (
        <SpecTable label="My Specs">{rowsOf(groups[0])}</SpecTable>
      ) : null}
      <TrashList specs={trash.data ?? []} onRestore={(id) => restore.mutate(id)} />
    </>
  );
}

/** A section of My Specs: its heading (a workspace's with the user's role), its specs or a line saying none. */
function SpecSection({ group, children }: { group: SpecGroup; children: ReactNode }) {
  const headingId = `my-specs-group-${group.workspaceId ?? 'personal'}`;
  return (
    <section className="my-specs-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="my-specs-group__title">
        {group.title}
        {group.role ? <span className="my-specs-group__role">{ROLE_LABELS[group.role]}</span> : null}
      </h2>
      {group.specs.length === 0 ? (
        <p className="my-specs-group__none">
          {group.workspaceId === null
            ? 'No personal specs.'
            : 'No specs in this workspace yet: move one here with Move to workspace….'}
        </p>
      ) : (
        <SpecTable label={group.title}>{children}</SpecTable>
      )}
    </section>
  );
}

function SpecTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <table className="my-specs-table" aria-label={label}>
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
      <tbody>{children}</tbody>
    </table>
  );
}
