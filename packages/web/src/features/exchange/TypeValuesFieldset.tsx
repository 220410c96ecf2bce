import { ROW_TYPES, type RowType, rowTypeOf, type TypeValueCount } from '@specwright/core/exchange';

/** How many of the type column's values the mapping step lists; the rest become what their name suggests. */
export const LISTED_TYPE_VALUES = 20;

const TYPE_LABELS: Record<RowType, string> = {
  requirement: 'Requirement',
  chapter: 'Chapter',
  context: 'Context',
  comment: 'Comment',
};

/** The type column's values, each with the row type it becomes; prefilled by the guess, editable. */
export function TypeValuesFieldset({
  values,
  chosen,
  onChoose,
}: {
  values: readonly TypeValueCount[];
  chosen: Readonly<Record<string, RowType>>;
  onChoose: (value: string, type: RowType) => void;
}) {
  const listed = values.slice(0, LISTED_TYPE_VALUES);
  const unlisted = values.length - listed.length;
  return (
    <fieldset className="import-mapping__types">
      <legend className="form-field__label">What each type value becomes</legend>
      {listed.length === 0 && <p className="import-mapping__note">The type column is empty.</p>}
      {listed.map(({ value, count }, index) => (
        <div key={value} className="import-mapping__type">
          <label htmlFor={`import-type-${index}`} className="import-mapping__value">
            {value}
          </label>
          <span className="import-mapping__count">
            {count === 1 ? '1 row' : `${count.toLocaleString('en')} rows`}
          </span>
          <select
            id={`import-type-${index}`}
            className="form-input"
            value={rowTypeOf(value, chosen)}
            onChange={(event) => {
              const type = ROW_TYPES.find((candidate) => candidate === event.target.value);
              if (type) onChoose(value, type);
            }}
          >
            {ROW_TYPES.map((type) => (
              <option key={type} value={type}>
                {TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
      ))}
      {unlisted > 0 && (
        <p className="import-mapping__note">
          And {unlisted.toLocaleString('en')} more, each mapped by its name.
        </p>
      )}
    </fieldset>
  );
}
