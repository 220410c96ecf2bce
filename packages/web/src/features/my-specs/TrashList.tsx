import type { SpecTrash } from '@specwright/core';
import { formatWhen } from './format-when';

/** The specs deleted in the last 30 days, each restorable. */
export function TrashList({
  specs,
  onRestore,
}: {
  specs: SpecTrash['specs'];
  onRestore: (id: string) => void;
}) {
  if (specs.length === 0) return null;
  return (
    <section className="my-specs-trash" aria-labelledby="my-specs-trash-title">
      <h2 id="my-specs-trash-title">Trash</h2>
      <p className="my-specs-page__lead">
        Deleted specs stay here for 30 days, then they are removed for good.
      </p>
      <ul className="my-specs-trash__list">
        {specs.map((spec) => (
          <li key={spec.id}>
            <span className="my-specs-trash__title">{spec.title}</span>
            <span className="my-specs-trash__when">Deleted {formatWhen(spec.deleted_at)}</span>
            <button
              type="button"
              className="button small"
              onClick={() => onRestore(spec.id)}
              aria-label={`Restore ${spec.title}`}
            >
              Restore
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
