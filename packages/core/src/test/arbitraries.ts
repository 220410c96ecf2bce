import fc from 'fast-check';
import type { Command } from '../commands/types.js';
import { proposeChanges } from '../proposed-changes/propose.js';
import { createColumn } from '../spec/columns.js';
import type { Row } from '../spec/model.js';
import { sampleFile } from './fixtures.js';

const rowId = fc.constantFrom('r1', 'r2', 'r3', 'r4', 'n1', 'n2', 'missing');
const field = fc.constantFrom('description', 'this_is_a', 'priority', 'notes');
const cellText = fc.string({ maxLength: 12 });

/** An agent-style proposal over the 4-row sample: one change, one addition, one removal. */
function proposedRows(): Row[] {
  const [r1, r2, r3] = sampleFile(4).data as [Row, Row, Row, Row];
  return proposeChanges(sampleFile(4).data, [{ ...r1, description: 'changed' }, r2, { ...r3, id: 'n1' }, r3]);
}

/** Any edit a user, a quality review or the agent could make on the sample file. */
export const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    type: fc.constant('insertRow' as const),
    anchorId: fc.option(rowId, { nil: null }),
    position: fc.constantFrom('above' as const, 'below' as const),
    newId: rowId,
  }),
  fc.record({ type: fc.constant('duplicateRow' as const), rowId, newId: rowId }),
  fc.record({ type: fc.constant('deleteRows' as const), rowIds: fc.array(rowId, { maxLength: 2 }) }),
  fc.record({
    type: fc.constant('moveRow' as const),
    rowId,
    direction: fc.constantFrom('up' as const, 'down' as const),
  }),
  fc.record({ type: fc.constant('setRowOrder' as const), rowId, rowOrder: fc.integer({ min: -5, max: 10 }) }),
  fc.record({ type: fc.constant('editCell' as const), rowId, field, value: cellText }),
  fc.record({
    type: fc.constant('addColumn' as const),
    column: field.map((f) => createColumn({ field: f, headerName: f.toUpperCase() })),
  }),
  fc.record({
    type: fc.constant('editColumn' as const),
    field,
    changes: fc.record({ field, headerName: cellText }),
  }),
  fc.record({ type: fc.constant('removeColumns' as const), fields: fc.array(field, { maxLength: 2 }) }),
  fc.record({ type: fc.constant('hideColumns' as const), fields: fc.array(field, { maxLength: 2 }) }),
  fc.record({ type: fc.constant('showColumns' as const), fields: fc.array(field, { maxLength: 2 }) }),
  fc.record({
    type: fc.constant('fillDefaultValue' as const),
    field,
    value: cellText,
    overwrite: fc.boolean(),
  }),
  fc.record({
    type: fc.constant('decideProposedChange' as const),
    rowId,
    decision: fc.constantFrom('accept' as const, 'reject' as const, 'keep' as const, 'delete' as const),
  }),
  fc.constant({ type: 'replaceRows' as const, rows: proposedRows() }),
  fc.constant({ type: 'discardAllChanges' as const }),
  fc.constant({ type: 'acceptAllChanges' as const }),
);
