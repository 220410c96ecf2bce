import { countOf } from '@specwright/core';

/** The title of a document and how many requirements and rows it has (and, when editable, how to edit). */
export function DocumentHeader({
  title,
  requirements,
  rows,
  hint,
}: {
  title: string;
  requirements: number;
  rows: number;
  hint?: string | undefined;
}) {
  return (
    <header className="doc-view__header">
      <h2 id="doc-view-title" className="doc-view__title">
        {title}
      </h2>
      <p className="doc-view__meta">
        {countOf(requirements, 'requirement')} · {countOf(rows, 'row')}
        {hint ? ` · ${hint}` : ''}
      </p>
    </header>
  );
}
