import { createRequirementFile } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { commitCandidates, commitFiles, commitPath, featureBranchName, fileNameFor } from './commit-plan';

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

  it('names feature branches feature/<timestamp>-specwright', () => {
    expect(featureBranchName(new Date('2026-11-24T06:19:05.123Z'))).toBe(
      'feature/20261124-061905-specwright',
    );
  });
});
