import { csvField } from '@specwright/core';
import type { TraceMatrix, TraceSource, TraceTarget } from './trace-matrix.js';

export const TRACE_CSV_HEADER = ['Left ID', 'Left text', 'Right ID', 'Right text', 'Link', 'Similarity'];

/** What each line of the matrix says about its pair, in words. */
export const TRACE_LINK_LABELS = {
  linked: 'Linked',
  suggested: 'Suggested',
  uncovered: 'No link',
  orphan: 'Orphan',
} as const;

/**
 * The matrix as CSV: every linked and suggested pair, then each left item without a link and each right
 * item without a known target, one line each.
 */
export function traceMatrixCsv(
  matrix: TraceMatrix,
  left: readonly TraceTarget[],
  right: readonly TraceSource[],
): string {
  const leftText = new Map(left.map((item) => [item.id, item.text]));
  const rightText = new Map(right.map((item) => [item.id, item.text]));
  const lines = [TRACE_CSV_HEADER.join(',')];
  const line = (cells: readonly string[]) => lines.push(cells.map((cell) => csvField(cell)).join(','));
  for (const link of matrix.links) {
    line([
      link.leftId,
      leftText.get(link.leftId) ?? '',
      link.rightId,
      rightText.get(link.rightId) ?? '',
      TRACE_LINK_LABELS[link.kind],
      link.similarity === undefined ? '' : link.similarity.toFixed(2),
    ]);
  }
  for (const id of matrix.uncovered)
    line([id, leftText.get(id) ?? '', '', '', TRACE_LINK_LABELS.uncovered, '']);
  for (const orphan of matrix.orphans) {
    line([
      orphan.unknownReferences.join(' '),
      '',
      orphan.rightId,
      rightText.get(orphan.rightId) ?? '',
      TRACE_LINK_LABELS.orphan,
      '',
    ]);
  }
  return `${lines.join('\r\n')}\r\n`;
}
