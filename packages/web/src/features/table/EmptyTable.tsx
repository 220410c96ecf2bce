import { runAction } from '../../actions/app-actions';

/** Shown over the grid's body when the file has no rows. */
export function EmptyTable() {
  return (
    <div className="sw-table__empty" data-testid="table-empty">
      <p className="sw-table__empty-title">No Requirements Found</p>
      <button
        type="button"
        className="button primary"
        onClick={() => runAction('rows.insertBelow', { source: 'grid' })}
      >
        Add Requirement
      </button>
    </div>
  );
}
