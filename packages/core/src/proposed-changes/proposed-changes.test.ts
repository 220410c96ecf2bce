import { describe, expect, it } from 'vitest';
import { applyCommand } from '../commands/apply.js';
import type { Row } from '../spec/model.js';
import { sampleFile } from '../test/fixtures.js';
import { computeDiffInfo } from './decisions.js';
import { proposeChanges } from './propose.js';

function proposal() {
  const file = sampleFile();
  const [r1, r2] = file.data as [Row, Row, Row];
  const modified: Row[] = [
    { ...r1, description: 'Changed.' },
    r2,
    { ...r2, id: 'new', description: 'Added.' },
  ];
  return {
    file: applyCommand(file, { type: 'replaceRows', rows: proposeChanges(file.data, modified) }),
    base: file,
  };
}

const summary = (rows: readonly Row[]) => rows.map((row) => `${row.id}:${row.tempChangeStatus}`);

describe('proposed changes', () => {
  it('marks added, removed and changed rows, keeping removed rows in place', () => {
    const { file } = proposal();
    expect(summary(file.data)).toEqual([
      'r1~original:changed-original',
      'r1:changed-updated',
      'r2:unchanged',
      'new:added',
      'r3:removed',
    ]);
    expect(file.diffInfo).toEqual({ r1: 'changed', new: 'added', r3: 'deleted' });
  });

  it('accept and reject follow docs/product-rules.md, "States and transitions" for every status', () => {
    const { file } = proposal();
    const acceptChange = applyCommand(file, {
      type: 'decideProposedChange',
      rowId: 'r1',
      decision: 'accept',
    });
    expect(summary(acceptChange.data).slice(0, 2)).toEqual(['r1:unchanged', 'r2:unchanged']);
    expect(acceptChange.data[0]?.description).toBe('Changed.');

    const rejectChange = applyCommand(file, {
      type: 'decideProposedChange',
      rowId: 'r1',
      decision: 'reject',
    });
    expect(rejectChange.data[0]).toMatchObject({
      id: 'r1',
      tempChangeStatus: 'unchanged',
      description: 'The system shall do thing 1.',
    });

    expect(
      summary(applyCommand(file, { type: 'decideProposedChange', rowId: 'new', decision: 'reject' }).data),
    ).not.toContain('new:added');
    expect(
      summary(applyCommand(file, { type: 'decideProposedChange', rowId: 'new', decision: 'accept' }).data),
    ).toContain('new:unchanged');
    expect(
      summary(applyCommand(file, { type: 'decideProposedChange', rowId: 'r3', decision: 'delete' }).data),
    ).not.toContain('r3:removed');
    expect(
      summary(applyCommand(file, { type: 'decideProposedChange', rowId: 'r3', decision: 'keep' }).data),
    ).toContain('r3:unchanged');
  });

  it('a decision on the original copy acts on its updated row', () => {
    const { file } = proposal();
    const next = applyCommand(file, {
      type: 'decideProposedChange',
      rowId: 'r1~original',
      decision: 'accept',
    });
    expect(next.data[0]).toMatchObject({ id: 'r1', description: 'Changed.', tempChangeStatus: 'unchanged' });
  });

  it('discarding all keeps originals and removed rows and drops added and updated ones', () => {
    const { file, base } = proposal();
    const discarded = applyCommand(file, { type: 'discardAllChanges' });
    expect(discarded.data.map(({ originalRowId: _, ...row }) => row)).toEqual(base.data);
    expect(computeDiffInfo(discarded.data)).toEqual({});
  });

  it('accepting all gives the modified list', () => {
    const { file } = proposal();
    const accepted = applyCommand(file, { type: 'acceptAllChanges' });
    expect(summary(accepted.data)).toEqual(['r1:unchanged', 'r2:unchanged', 'new:unchanged']);
  });

  it('an unchanged proposal changes nothing', () => {
    const base = sampleFile();
    expect(proposeChanges(base.data, base.data)).toEqual(base.data);
  });
});
