import {
  DEFAULT_TEXT_COLUMN,
  idColumnOf,
  type RequirementFile,
  type Row,
  rowLabelsOf,
  type SpecLink,
  TYPE_FIELD,
  textColumnOf,
} from '@specwright/core';
import { scenarioText, type TestCase, type TestType } from '@specwright/quality/generate';

/** What the test cases add to the spec they were generated from: a row each, and its `verifies` links. */
export interface LinkedTests {
  rows: Row[];
  links: SpecLink[];
}

/** A row id not used in the spec, from the case's id ("TC-1", then "TC-1-2"). */
function freeId(wanted: string, taken: Set<string>): string {
  let id = wanted;
  for (let n = 2; taken.has(id); n++) id = `${wanted}-${n}`;
  taken.add(id);
  return id;
}

/**
 * The test cases as rows of the spec they test, after its last row: the case in the text column, its id
 * in the ID column, typed "test" where the spec has a type column, each linked with `verifies` to the
 * requirements it names (by the IDs the spec shows).
 */
export function linkedTests(file: RequirementFile, cases: readonly TestCase[], type: TestType): LinkedTests {
  const labels = rowLabelsOf(
    file,
    file.data.map((row) => row.id),
  );
  const rowIdByLabel = new Map(Object.entries(labels).map(([rowId, label]) => [label, rowId]));
  const taken = new Set(file.data.map((row) => row.id));
  const textField = textColumnOf(file) ?? DEFAULT_TEXT_COLUMN;
  const idField = idColumnOf(file);
  const typed = file.columns.some((column) => column.field === TYPE_FIELD);
  const rows: Row[] = [];
  const links: SpecLink[] = [];
  for (const testCase of cases) {
    const id = freeId(testCase.id, taken);
    rows.push({
      id,
      rowOrder: 0,
      tempChangeStatus: 'unchanged',
      [textField]: `${testCase.title} (${type} test): ${scenarioText(testCase)}`,
      ...(idField === undefined ? {} : { [idField]: id }),
      ...(typed ? { [TYPE_FIELD]: 'test' } : {}),
    });
    for (const label of testCase.verifies) {
      const to = rowIdByLabel.get(label);
      if (to !== undefined) links.push({ from: id, to, type: 'verifies' });
    }
  }
  return { rows, links };
}
