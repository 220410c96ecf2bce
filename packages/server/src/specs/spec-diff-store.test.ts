import {
  applyCommand,
  type Command,
  createRequirementFile,
  importSpec,
  type RequirementFile,
  rowPatch,
  specDiff,
  toSavedSpec,
} from '@specwright/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../test/app.js';
import { type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';

const url = '/api/specs';

function startingFile(): RequirementFile {
  const imported = importSpec({
    columns: [
      { field: 'description', headerName: 'Description', editorType: 'textarea' },
      { field: 'priority', headerName: 'Priority' },
      { field: 'score', headerName: 'Score' },
    ],
    rows: Array.from({ length: 40 }, (_, index) => ({
      id: `r${index + 1}`,
      rowOrder: index + 1,
      description: `The system shall keep record ${index + 1} for seven years.`,
      priority: index % 3 === 0 ? 'high' : 'low',
      ...(index % 5 === 0 ? { score: 40 + index } : {}),
    })),
  });
  if (!imported.ok) throw new Error(imported.message);
  return createRequirementFile(imported.spec, { id: 'diff', title: 'Diff' });
}

const changes: Command[] = [
  {
    type: 'editCell',
    rowId: 'r3',
    field: 'description',
    value: 'The system shall keep record 3 for ten years.',
  },
  { type: 'editCell', rowId: 'r20', field: 'priority', value: 'medium' },
  { type: 'editCell', rowId: 'r6', field: 'score', value: 75 },
  { type: 'deleteRows', rowIds: ['r7', 'r31'] },
  { type: 'insertRow', anchorId: 'r10', position: 'below', newId: 'n1' },
  { type: 'editCell', rowId: 'n1', field: 'description', value: 'The system shall export records.' },
  { type: 'moveRow', rowId: 'r15', direction: 'up' },
  { type: 'moveRow', rowId: 'r30', direction: 'down' },
];

const side = (file: RequirementFile) => toSavedSpec(file);

describeEachDatabase('the diff read from the database', (database) => {
  let app: App;
  let owner: SignedInTestUser;
  let specId: string;
  const first = startingFile();
  const second = changes.reduce(applyCommand, first);
  let firstId = '';
  let secondId = '';
  beforeAll(async () => {
    app = await buildTestApp(database());
    owner = await signUpNewUser(app, 'spec-diff-store');
    const created = await owner.client.post(url, { title: 'Diff', spec: toSavedSpec(first) });
    specId = created.json<{ spec: { id: string } }>().spec.id;
    firstId = (await owner.client.post(`${url}/${specId}/versions`, { name: 'first' })).json().version.id;
    const saved = await owner.client.request('PUT', `${url}/${specId}`, {
      version: 1,
      ...rowPatch(first, second),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    secondId = (await owner.client.post(`${url}/${specId}/versions`, { name: 'second' })).json().version.id;
  });
  afterAll(async () => {
    await app.close();
  });

  const diff = async (from: string, to: string) =>
    (await owner.client.get(`${url}/${specId}/diff?from=${from}&to=${to}`)).json();

  it('is the engine’s diff of the whole sides, in order, moved rows left out', async () => {
    const forward = specDiff(side(first), side(second));
    expect(forward.map((change) => `${change.kind} ${change.id}`)).toEqual([
      'changed r3',
      'changed r6',
      'added n1',
      'changed r20',
      'removed r7',
      'removed r31',
    ]);
    expect((await diff(firstId, secondId)).changes).toEqual(forward);
    expect((await diff(firstId, 'current')).changes).toEqual(forward);
    expect((await diff('current', firstId)).changes).toEqual(specDiff(side(second), side(first)));
    expect((await diff(secondId, 'current')).changes).toEqual([]);
  });
});
