import { proposeChanges } from '../proposed-changes/propose.js';
import type { RequirementFile, Row } from '../spec/model.js';
import { rowIdGenerator } from '../spec/row-ids.js';
import { idColumnOf } from '../views/row-labels.js';
import { renumber, withoutKey } from './row-list.js';

/** The values of `field` in the rows, as text, without empty ones. */
function valuesOf(rows: readonly Row[], field: string): Set<string> {
  const values = new Set<string>();
  for (const row of rows) {
    const value = row[field];
    if (value !== null && value !== undefined && String(value).trim() !== '')
      values.add(String(value).trim());
  }
  return values;
}

/**
 * Ids for rows a quality review adds to `file`: the next of the spec's own numbering (`REQ-26` → `REQ-27`), and the
 * same for the visible ID column when the spec has one (other than the text column). Each call gives the
 * values for one new row.
 */
export function newRowIdentities(
  file: RequirementFile,
  textField: string,
): () => Partial<Row> & { id: string } {
  const nextId = rowIdGenerator(new Set(file.data.map((row) => row.id)));
  const idField = idColumnOf(file);
  const shownIdField =
    idField === undefined || idField === 'id' || idField === textField ? undefined : idField;
  const nextShownId = shownIdField ? rowIdGenerator(valuesOf(file.data, shownIdField)) : undefined;
  return () => ({ id: nextId(), ...(shownIdField && nextShownId ? { [shownIdField]: nextShownId() } : {}) });
}

/**
 * The rows of `file` after splitting row `parentId` (an advanced quality review's split): the parent keeps the first
 * part in `field`; each other part becomes a new row below it that keeps the parent's other values (type,
 * priority, …) and gets the next id of the spec's own numbering (`REQ-26` → `REQ-27`), in the visible ID
 * column too when the spec has one. The parts show as pending changes (docs/product-rules.md, "States and
 * transitions"): the new rows as added, the parent as changed (with its original copy) unless it already
 * holds a pending change, which it keeps. Undefined when the row is not there.
 */
export function splitRows(
  file: RequirementFile,
  parentId: string,
  field: string,
  [first, ...rest]: readonly [string, ...string[]],
): Row[] | undefined {
  const index = file.data.findIndex((row) => row.id === parentId);
  const parent = file.data[index];
  if (!parent) return undefined;
  const identity = newRowIdentities(file, field);
  const base = withoutKey(parent, 'originalRowId');
  const added = rest.map(
    (text): Row => ({ ...base, ...identity(), [field]: text, tempChangeStatus: 'added' }),
  );
  const updated: Row = { ...parent, [field]: first };
  const before = file.data.slice(0, index);
  const after = file.data.slice(index + 1);
  if (parent.tempChangeStatus !== 'unchanged') return renumber([...before, updated, ...added, ...after]);
  const unmarked = added.map((row): Row => ({ ...row, tempChangeStatus: 'unchanged' }));
  return proposeChanges(file.data, [...before, updated, ...unmarked, ...after]);
}
