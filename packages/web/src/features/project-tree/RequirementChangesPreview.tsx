import type { RequirementChange } from '@specwright/core';

const KIND_LABELS = { added: 'Added', changed: 'Changed', removed: 'Removed' } as const;

function text(change: RequirementChange): string {
  return change.kind === 'changed' ? `${change.before} → ${change.after}` : change.text;
}

/** The requirement changes a commit makes, per spec: what the pull request body will list. */
export function RequirementChangesPreview({
  loading,
  specs,
}: {
  loading: boolean;
  specs: readonly { path: string; changes: readonly RequirementChange[] }[];
}) {
  return (
    <section className="requirement-changes" aria-label="Requirement changes">
      <h3 className="requirement-changes__title">Requirement changes</h3>
      {loading ? (
        <p role="status">Comparing with the repository…</p>
      ) : (
        specs.map(({ path, changes }) => (
          <div key={path} className="requirement-changes__spec">
            <p className="requirement-changes__path">
              <code>{path}</code> —{' '}
              {changes.length === 0 ? 'no requirement text changed' : `${changes.length} changed`}
            </p>
            {changes.length > 0 ? (
              <ul>
                {changes.slice(0, 50).map((change) => (
                  <li
                    key={`${change.kind}-${change.id}`}
                    className={`requirement-changes__item requirement-changes__item--${change.kind}`}
                  >
                    <strong>{change.id}</strong>{' '}
                    <span className="requirement-changes__kind">{KIND_LABELS[change.kind]}</span>{' '}
                    {text(change)}
                  </li>
                ))}
                {changes.length > 50 ? <li>… and {changes.length - 50} more</li> : null}
              </ul>
            ) : null}
          </div>
        ))
      )}
    </section>
  );
}
