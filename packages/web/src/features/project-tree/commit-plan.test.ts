import { createRequirementFile } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import {
  commitCandidates,
  commitFiles,
  commitPath,
  committedSpecIds,
  featureBranchName,
  fileNameFor,
} from './commit-plan';

const file = (id: string, title: string) =>
  createRequirementFile(
    {
      columns: [
        {
          field: 'description',
          headerName: 'Text',
          editorType: 'textarea',
          width: 200,
          minWidth: 50,
          align: 'left',
          order: 0,
          editable: true,
        },
      ],
      rows: [{ id: 'R1', rowOrder: 1, tempChangeStatus: 'unchanged', description: 'Log in' }],
    },
    { id, title },
  );

describe('commit plan', () => {
  it('keeps the own path of a spec from this repository, puts others under the folder', () => {
    const [own, other] = commitCandidates(
      [file('a', 'Login'), file('b', 'Payment Rules')],
      { a: { repositoryId: 'r1', path: 'specs/login.spec.json', branch: 'main' } },
      'r1',
    );
    expect(own && commitPath(own, 'ignored')).toBe('specs/login.spec.json');
    expect(other && commitPath(other, '/docs/specs/')).toBe('docs/specs/payment-rules.json');
    expect(fileNameFor('***')).toBe('spec.json');
  });

  it('writes JSON, and Markdown beside it when asked', () => {
    const written = commitFiles([{ file: file('a', 'Login'), path: 'specs/login.json' }], true);
    expect(written.map((entry) => entry.path)).toEqual(['specs/login.json', 'specs/login.md']);
    expect(JSON.parse(written[0]?.content ?? '').rows[0].description).toBe('Log in');
    expect(written[1]?.content).toContain('\n\nLog in\n');
  });

  it('names the kept spec each file was written from, and each kept spec once', () => {
    const [kept, local] = commitCandidates([file('a', 'Login'), file('b', 'Local')], {}, 'r1', {
      a: '5f0c6a8e-3c1b-4d5e-9f00-1a2b3c4d5e6f',
    });
    expect([kept?.specId, local?.specId]).toEqual(['5f0c6a8e-3c1b-4d5e-9f00-1a2b3c4d5e6f', null]);
    const written = commitFiles(
      [
        { file: file('a', 'Login'), path: 'specs/login.json', specId: kept?.specId ?? null },
        { file: file('b', 'Local'), path: 'specs/local.json', specId: null },
      ],
      true,
    );
    expect(written.map((entry) => [entry.path, entry.spec_id])).toEqual([
      ['specs/login.json', '5f0c6a8e-3c1b-4d5e-9f00-1a2b3c4d5e6f'],
      ['specs/login.md', '5f0c6a8e-3c1b-4d5e-9f00-1a2b3c4d5e6f'],
      ['specs/local.json', undefined],
      ['specs/local.md', undefined],
    ]);
    expect(committedSpecIds(written)).toEqual(['5f0c6a8e-3c1b-4d5e-9f00-1a2b3c4d5e6f']);
  });

  it('names feature branches feature/<timestamp>-specwright', () => {
    expect(featureBranchName(new Date('2026-11-24T06:19:05.123Z'))).toBe(
      'feature/20261124-061905-specwright',
    );
  });
});
