import type { CellValue, RequirementFile, Row } from '../spec/model.js';
import { applyLiveOps } from './apply-change.js';
import { choiceFieldsOf, valueOverCurrent } from './choice-fields.js';
import type { LiveOp } from './protocol.js';

/**
 * Someone else's applied change onto a file that may hold this tab's own edits not yet acknowledged:
 * `reference` is the file those edits started from. A cell the tab did not change takes the change's
 * value; a text both changed keeps both (merged); every other value both changed keeps the tab's, which
 * goes to the server next and wins there as the later edit.
 */
export function applyOverLocal(
  file: RequirementFile,
  ops: readonly LiveOp[],
  reference: RequirementFile,
): RequirementFile {
  if (file === reference) return applyLiveOps(file, ops);
  const referenceRows = new Map(reference.data.map((row) => [row.id, row]));
  const currentRows = new Map<string, Row>(file.data.map((row) => [row.id, row]));
  const choiceFields = choiceFieldsOf(file.columns);
  const adjusted = ops.map((op): LiveOp => {
    if (op.op !== 'cell') return op;
    const mine = currentRows.get(op.rowId);
    if (!mine) return op;
    const started = (referenceRows.get(op.rowId)?.[op.field] ?? null) as CellValue;
    const own = (mine[op.field] ?? null) as CellValue;
    if (own === started) return op;
    // The server's rule with the tab's own edit as the later one.
    const kind = choiceFields.has(op.field) ? 'choice' : 'text';
    return { ...op, value: valueOverCurrent(op.value, started, own, kind) };
  });
  return applyLiveOps(file, adjusted);
}
