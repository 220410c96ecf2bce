import type { Repository } from '@specwright/core';
import { formatDay, formatDayAndTime } from '../account/account-dates';

interface RepositoryCardProps {
  repository: Repository;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One repository: its name, URL (a link), description, dates, and Edit and Delete. */
export function RepositoryCard({ repository, busy, onEdit, onDelete }: RepositoryCardProps) {
  const titleId = `repository-${repository.id}-name`;
  return (
    <li className="repository-card" aria-labelledby={titleId}>
      <div className="repository-card__main">
        <h2 id={titleId} className="repository-card__name">
          {repository.name}
        </h2>
        <a
          className="repository-card__url"
          href={repository.github_url}
          target="_blank"
          rel="noreferrer noopener"
        >
          {repository.github_url}
        </a>
        {repository.description ? (
          <p className="repository-card__description">{repository.description}</p>
        ) : null}
        <dl className="repository-card__dates">
          <div>
            <dt>Created</dt>
            <dd>{formatDay(repository.created_at)}</dd>
          </div>
          <div>
            <dt>Updated</dt>
            <dd>{formatDay(repository.updated_at)}</dd>
          </div>
          <div>
            <dt>Last Used</dt>
            <dd>{repository.last_accessed ? formatDayAndTime(repository.last_accessed) : 'Never'}</dd>
          </div>
        </dl>
      </div>
      <div className="repository-card__actions">
        <button
          type="button"
          className="button small"
          aria-label={`Edit ${repository.name}`}
          onClick={onEdit}
        >
          Edit
        </button>
        <button
          type="button"
          className="button small danger"
          aria-label={`Delete ${repository.name}`}
          disabled={busy}
          onClick={onDelete}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
