import type { Repository } from '@specwright/core';
import { useState } from 'react';
import { useSession } from '../../state/read-stores';
import { selectIsSignedIn } from '../../state/session';
import { ActionButton } from '../../ui/ActionButton';
import { LockIcon, ProjectTreeIcon } from '../../ui/icons';
import { Notice } from '../../ui/Notice';
import { RepositoryDialog, type RepositoryFormValues } from '../../ui/repository/RepositoryDialog';
import { RepositoryCard } from './RepositoryCard';
import { useRepositories } from './use-repositories';
import './repositories.css';
import { confirmRepositoryDeletion } from './repositories-dialogs-wiring';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; repository: Repository };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Repository Management: the signed-in user's repositories as cards, with add, edit and delete. */
export function RepositoriesPage() {
  const isSignedIn = useSession(selectIsSignedIn);
  return (
    <article
      className="page repositories-page"
      aria-labelledby="repositories-title"
      data-testid="repositories-page"
    >
      <div className="page__body">{isSignedIn ? <RepositoryManagement /> : <SignInFirst />}</div>
    </article>
  );
}

function SignInFirst() {
  return (
    <div className="repositories-empty">
      <span className="repositories-empty__icon">
        <LockIcon size={24} />
      </span>
      <h1 id="repositories-title">Authentication Required</h1>
      <p>Please sign in to manage your repositories.</p>
      <ActionButton actionId="account.signIn" variant="primary" />
    </div>
  );
}

function RepositoryManagement() {
  const { repositories, create, update, remove } = useRepositories();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const saving = editing.mode === 'edit' ? update : create;
  const close = () => {
    create.reset();
    update.reset();
    setEditing({ mode: 'closed' });
  };
  const save = (values: RepositoryFormValues) => {
    if (editing.mode === 'edit')
      update.mutate({ id: editing.repository.id, fields: values }, { onSuccess: close });
    else create.mutate(values, { onSuccess: close });
  };
  const confirmDelete = (repository: Repository) =>
    confirmRepositoryDeletion({
      title: 'Delete Repository',
      message: `Delete the repository “${repository.name}”? Specwright forgets its URL and access token; nothing in the repository itself changes.`,
      confirmLabel: 'Delete',
      onConfirm: () => remove.mutate(repository.id),
    });
  const list = repositories.data ?? [];

  return (
    <>
      <header className="repositories-page__header">
        <div>
          <h1 id="repositories-title">Repositories</h1>
          <p className="repositories-page__lead">
            Connect repositories on GitHub or any https git host to browse their files, open specs and commit
            them back on a new branch.
          </p>
        </div>
        <button type="button" className="button primary" onClick={() => setEditing({ mode: 'add' })}>
          Add Repository
        </button>
      </header>
      {repositories.isPending ? <Notice tone="info">Loading repositories...</Notice> : null}
      {repositories.isError ? (
        <Notice tone="error">
          {errorText(repositories.error)}{' '}
          <button type="button" className="button small" onClick={() => void repositories.refetch()}>
            Try again
          </button>
        </Notice>
      ) : null}
      {remove.isError ? <Notice tone="error">{errorText(remove.error)}</Notice> : null}
      {repositories.isSuccess && list.length === 0 ? (
        <div className="repositories-empty">
          <span className="repositories-empty__icon">
            <ProjectTreeIcon size={24} />
          </span>
          <h2>No Repositories Found</h2>
          <p>Add a repository to browse its files and commit your specs to it.</p>
          <button type="button" className="button primary" onClick={() => setEditing({ mode: 'add' })}>
            Add Your First Repository
          </button>
        </div>
      ) : null}
      {list.length > 0 ? (
        <ul className="repository-cards" aria-label="Your repositories">
          {list.map((repository) => (
            <RepositoryCard
              key={repository.id}
              repository={repository}
              busy={remove.isPending && remove.variables === repository.id}
              onEdit={() => setEditing({ mode: 'edit', repository })}
              onDelete={() => confirmDelete(repository)}
            />
          ))}
        </ul>
      ) : null}
      {editing.mode !== 'closed' ? (
        <RepositoryDialog
          repository={editing.mode === 'edit' ? editing.repository : undefined}
          saving={saving.isPending}
          failure={saving.isError ? errorText(saving.error) : null}
          onSave={save}
          onClose={close}
        />
      ) : null}
    </>
  );
}
