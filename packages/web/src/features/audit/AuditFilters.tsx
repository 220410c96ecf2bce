import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction, type AuditPage } from '@specwright/core';

export interface AuditFilter {
  action: AuditAction | '';
  user: string;
  row: string;
}

/** The trail's filters: an action, a person (of those in the trail), a row's id. */
export function AuditFilters({
  filter,
  people,
  onChange,
}: {
  filter: AuditFilter;
  people: AuditPage['people'];
  onChange: (filter: AuditFilter) => void;
}) {
  return (
    <div className="audit__filters">
      <label>
        Action
        <select
          className="form-input"
          value={filter.action}
          onChange={(event) => onChange({ ...filter, action: event.target.value as AuditFilter['action'] })}
        >
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_LABELS[action]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Person
        <select
          className="form-input"
          value={filter.user}
          onChange={(event) => onChange({ ...filter, user: event.target.value })}
        >
          <option value="">Everyone</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name || 'Unnamed user'}
            </option>
          ))}
        </select>
      </label>
      <label>
        Row
        <input
          className="form-input"
          type="search"
          placeholder="Row id"
          maxLength={200}
          value={filter.row}
          onChange={(event) => onChange({ ...filter, row: event.target.value })}
        />
      </label>
    </div>
  );
}
