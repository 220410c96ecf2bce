import type { RequirementFile } from '../spec/model.js';
import { requirementTypeOf, TYPE_FIELD } from '../views/document.js';
import { newRowIdentities, splitRows } from './split-rows.js';
import type { Command } from './types.js';

/** A proposal as the quality reviews return it (docs/product-rules.md, "Data"): what to do with which row, and the new text. */
export interface RowProposal {
  id: string;
  action: string;
  proposition: string;
}

export type ActionableProposalAction = 'replace' | 'add' | 'delete' | 'split';

/** The proposal's action in lower case, or null when there is nothing to do (empty, 'none' or unknown). */
export function actionableAction(action: string): ActionableProposalAction | null {
  const normalized = action.trim().toLowerCase();
  return normalized === 'replace' || normalized === 'add' || normalized === 'delete' || normalized === 'split'
    ? normalized
    : null;
}

/** The parts of a split proposition: the text around each '&&', trimmed, empty parts dropped. */
export function splitProposition(proposition: string): string[] {
  return proposition
    .split('&&')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Inserts one row per text below the anchor (each below the previous), with the text in `field`. */
function insertedRowCommands(
  file: RequirementFile,
  anchorId: string | null,
  rowsToAdd: readonly { wantedId: string; text: string }[],
  field: string,
): Command[] {
  const commands: Command[] = [];
  const ids = new Set(file.data.map((row) => row.id));
  let anchor = anchorId;
  for (const { wantedId, text } of rowsToAdd) {
    let id = wantedId;
    for (let n = 2; ids.has(id); n++) id = `${wantedId}-${n}`;
    commands.push({ type: 'insertRow', anchorId: anchor, position: 'below', newId: id });
    commands.push({ type: 'editCell', rowId: id, field, value: text });
    ids.add(id);
    anchor = id;
  }
  return commands;
}

/**
 * The edit that accepting a proposal makes (docs/product-rules.md, "States and transitions", Advanced review), as one command so it is one undo
 * step: replace sets the chosen column of the row with the proposal's id; add appends a row; delete
 * removes the row; split keeps the first part in the row and inserts a row below it for each other part,
 * with the parent's other values and a new id, as pending changes (see splitRows).
 * Returns null when the proposal cannot apply (no action, or the row it names is gone).
 */
export function proposalCommand(file: RequirementFile, proposal: RowProposal, field: string): Command | null {
  const action = actionableAction(proposal.action);
  const exists = file.data.some((row) => row.id === proposal.id);
  const label = `Accept ${action ?? 'proposal'}`;
  switch (action) {
    case null:
      return null;
    case 'replace':
      return exists ? { type: 'editCell', rowId: proposal.id, field, value: proposal.proposition } : null;
    case 'delete':
      return exists ? { type: 'deleteRows', rowIds: [proposal.id] } : null;
    case 'add': {
      // The engine names new rows NEW-1, NEW-2 …: the row gets the spec's next id instead (REQ-27).
      const last = file.data.at(-1)?.id ?? null;
      const { id, ...shown } = newRowIdentities(file, field)();
      const commands = insertedRowCommands(file, last, [{ wantedId: id, text: proposal.proposition }], field);
      // The new row is a requirement: a blank row's type would be the column's default, often empty.
      const type = field === TYPE_FIELD ? undefined : requirementTypeOf(file);
      const values = type === undefined ? shown : { ...shown, [TYPE_FIELD]: type };
      const filled = Object.entries(values).map(
        ([valueField, value]): Command => ({
          type: 'editCell',
          rowId: id,
          field: valueField,
          value: value ?? null,
        }),
      );
      return { type: 'group', label, commands: [...commands, ...filled] };
    }
    case 'split': {
      const [first = proposal.proposition.trim(), ...rest] = splitProposition(proposal.proposition);
      const rows = splitRows(file, proposal.id, field, [first, ...rest]);
      return rows ? { type: 'replaceRows', rows } : null;
    }
  }
}
