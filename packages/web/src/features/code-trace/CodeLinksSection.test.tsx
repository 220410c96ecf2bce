import { type CodeTrace, requirementTextFingerprint } from '@specwright/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSpecFilesStore } from '../../state/spec-files';
import { useTraceDataStore } from '../../state/trace-data';
import { stubFetch } from '../../test/auth-fetch';
import { FILE, openKeptSpec, SPEC } from '../../test/review-fixtures';
import { CodeLinksSection } from './CodeLinksSection';

const COMMIT = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';

function traceOfR1(): CodeTrace {
  const file = useSpecFilesStore.getState().specs[FILE]?.edit.file;
  const row = file?.data.find((each) => each.id === 'r1');
  if (!file || !row) throw new Error('No open spec');
  return {
    scan: {
      id: 's1',
      repository_id: 'repo-1',
      branch: 'main',
      pattern: 'REQ-\\d+',
      state: 'done',
      commit: COMMIT,
      files_total: 2,
      files_scanned: 2,
      links_found: 1,
      error: null,
      started_at: '2026-01-01T00:00:00.000Z',
      finished_at: '2026-01-01T00:00:01.000Z',
    },
    links: [
      {
        row_id: 'r1',
        path: 'test/login.test.ts',
        line: 3,
        commit: COMMIT,
        fingerprint: requirementTextFingerprint(file, row),
        drifted: false,
      },
    ],
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  useTraceDataStore.setState({ code: {} });
});

describe('Implemented in, in the properties of a row', () => {
  it('lists where the scan found the row, and marks it drifted as soon as its text changes', async () => {
    openKeptSpec('u1');
    const trace = traceOfR1();
    stubFetch({ [`GET /api/specs/${SPEC}/code-trace`]: { body: trace } });
    render(<CodeLinksSection fileId={FILE} rowId="r1" />);
    const section = await screen.findByRole('region', { name: 'Implemented in' });
    expect(await screen.findByText('test/login.test.ts:3')).toBeTruthy();
    expect(section.textContent).toContain('a1b2c3d');
    expect(screen.queryByRole('note', { name: 'Drifted from code' })).toBeNull();

    act(() =>
      useSpecFilesStore
        .getState()
        .dispatch(FILE, { type: 'editCell', rowId: 'r1', field: 'description', value: 'Log every sign-in.' }),
    );
    expect(screen.getByRole('note', { name: 'Drifted from code' }).textContent).toContain(
      'Drifted: the text changed since commit a1b2c3d',
    );
  });

  it('says when the scan did not find the row', async () => {
    openKeptSpec('u1');
    stubFetch({ [`GET /api/specs/${SPEC}/code-trace`]: { body: traceOfR1() } });
    render(<CodeLinksSection fileId={FILE} rowId="r2" />);
    expect(await screen.findByText('The last scan did not find this requirement in the code.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rescan' })).toBeTruthy();
  });
});
