interface DocumentEmptyProps {
  onAdd: () => void;
}

/** The document of a spec without rows. */
export function DocumentEmpty({ onAdd }: DocumentEmptyProps) {
  return (
    <div className="doc-view__empty" data-testid="document-empty">
      <h2 className="doc-view__empty-title">No Requirements Found</h2>
      <p className="doc-view__empty-text">This specification has no rows yet. Add the first requirement.</p>
      <button type="button" className="button primary" onClick={onAdd}>
        Add Requirement
      </button>
    </div>
  );
}
