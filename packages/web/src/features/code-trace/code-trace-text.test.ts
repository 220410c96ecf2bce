import type { CodeScan } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { driftedText, scanOutcomeText, scanProgressText } from './code-trace-text';

const scan: CodeScan = {
  id: 's1',
  repository_id: 'r1',
  branch: 'main',
  pattern: 'REQ-\\d+',
  state: 'running',
  commit: null,
  files_total: 10_000,
  files_scanned: 4210,
  links_found: 0,
  error: null,
  started_at: '2026-01-01T00:00:00.000Z',
  finished_at: null,
};
const link = (row_id: string, line: number) => ({
  row_id,
  path: 'a.ts',
  line,
  commit: 'a1b2c3d4e5',
  fingerprint: 'f',
  drifted: false,
});

describe('the words of a code scan', () => {
  it('says how far a scan got and what it found', () => {
    expect(scanProgressText(scan)).toBe('Scanned 4,210 of 10,000 files');
    expect(scanProgressText({ ...scan, files_total: 0 })).toBe('Fetching main…');
    const done = { ...scan, state: 'done' as const, commit: 'a1b2c3d4e5', links_found: 3 };
    expect(scanOutcomeText({ scan: done, links: [link('r1', 1), link('r1', 2), link('r2', 3)] })).toBe(
      'Found 3 links to 2 requirements at a1b2c3d.',
    );
    expect(scanOutcomeText({ scan: { ...done, links_found: 1 }, links: [link('r1', 1)] })).toBe(
      'Found 1 link to 1 requirement at a1b2c3d.',
    );
    expect(scanOutcomeText({ scan: { ...scan, state: 'failed', error: 'Nope.' }, links: [] })).toBe(
      'The scan failed: Nope.',
    );
    expect(driftedText('a1b2c3d4e5')).toBe('Drifted: the text changed since commit a1b2c3d');
  });
});
