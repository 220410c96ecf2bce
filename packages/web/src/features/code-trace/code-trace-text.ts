import type { CodeScan, CodeTrace } from '@specwright/core';

const count = (value: number) => value.toLocaleString('en-US');
const plural = (value: number, one: string, many: string) => `${count(value)} ${value === 1 ? one : many}`;

/** The short form of a commit the app shows: its first seven characters. */
export const shortCommit = (commit: string) => commit.slice(0, 7);

/** "Scanned 4,210 of 10,000 files", or what it does before it knows how many. */
export function scanProgressText(scan: CodeScan): string {
  if (scan.files_total === 0) return `Fetching ${scan.branch}…`;
  return `Scanned ${count(scan.files_scanned)} of ${count(scan.files_total)} files`;
}

/** "Found 37 links to 21 requirements at a1b2c3d." for a finished scan; its error for a failed one. */
export function scanOutcomeText(trace: CodeTrace): string | null {
  const { scan } = trace;
  if (!scan || scan.state === 'running') return null;
  if (scan.state === 'failed') return `The scan failed: ${scan.error ?? 'no reason was given.'}`;
  const requirements = new Set(trace.links.map((link) => link.row_id)).size;
  const links = plural(scan.links_found, 'link', 'links');
  return `Found ${links} to ${plural(requirements, 'requirement', 'requirements')} at ${shortCommit(scan.commit ?? '')}.`;
}

/** The marker of a row whose text changed since the scan found it named. */
export const DRIFTED_NAME = 'Drifted from code';

export const driftedText = (commit: string) =>
  `Drifted: the text changed since commit ${shortCommit(commit)}`;
