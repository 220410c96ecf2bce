import { createRequirementFile, importSpec, type RequirementFile } from '@specwright/core';
import { scenarioText, TEST_TYPES, type TestCase, type TestType } from '@specwright/quality/generate';

const RESULT_COLUMNS = [
  { field: 'test_id', headerName: 'ID', editorType: 'text', width: 100 },
  { field: 'verifies', headerName: 'Verifies', editorType: 'text', width: 120 },
  { field: 'title', headerName: 'Title', editorType: 'text', align: 'left', width: 240 },
  { field: 'description', headerName: 'Scenario', editorType: 'textarea', align: 'left', width: 420 },
  {
    field: 'kind',
    headerName: 'Kind',
    editorType: 'select',
    valueOptions: ['scenario', 'boundary'],
    width: 120,
  },
  { field: 'test_type', headerName: 'Type', editorType: 'select', valueOptions: [...TEST_TYPES], width: 120 },
];

/** The title of the tab the test cases open in: '<spec> — unit tests'. */
export function testResultTitle(specTitle: string, type: TestType): string {
  return `${specTitle} — ${type} tests`;
}

/** The test cases as a spec of their own: one row per case, its scenario as the text, `verifies` naming the requirement ids. */
export function testResultFile(
  fileId: string,
  specTitle: string,
  cases: readonly TestCase[],
  type: TestType,
): RequirementFile {
  const rows = cases.map((testCase) => ({
    id: testCase.id,
    test_id: testCase.id,
    title: testCase.title,
    description: scenarioText(testCase),
    kind: testCase.kind,
    test_type: type,
    verifies: testCase.verifies.join(', '),
  }));
  const imported = importSpec({ columns: RESULT_COLUMNS, rows });
  if (!imported.ok) throw new Error(imported.message);
  return createRequirementFile(imported.spec, { id: fileId, title: testResultTitle(specTitle, type) });
}
