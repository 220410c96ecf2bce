import {
  acceptAllChanges,
  computeDiffInfo,
  decideProposedChange,
  discardAllChanges,
} from '../proposed-changes/decisions.js';
import { linksBetween } from '../spec/links.js';
import type { RequirementFile, Row } from '../spec/model.js';
import {
  addColumn,
  editColumn,
  hideColumns,
  moveColumn,
  removeColumns,
  resizeColumn,
  setTextColumn,
  showColumns,
} from './columns.js';
import { appendLinkedRows } from './linked-rows.js';
import { addLink, changeLinkType, removeLink, withoutLinks } from './links.js';
import { renumber } from './row-list.js';
import {
  deleteRows,
  duplicateRow,
  editCell,
  fillDefaultValue,
  insertRow,
  moveRow,
  setColumnValues,
  setRowOrder,
} from './rows.js';
import { clearSuspect, markSuspect, rowsWithChangedText } from './suspect-links.js';
import type { Command } from './types.js';

/**
 * The file with `rows`; a removed row takes its links with it, and every link of a row whose text changed
 * turns suspect. Every edit of rows passes here (table, document, properties, paste, proposals, the agent),
 * so the marks travel with the edit: in its undo step, its save and its live operations.
 */
function withRows(file: RequirementFile, rows: readonly Row[], diffInfo = false): RequirementFile {
  if (rows === file.data) return file;
  const next = { ...file, data: rows, ...(diffInfo ? { diffInfo: computeDiffInfo(rows) } : {}) };
  if (!file.links?.length) return next;
  const kept = !diffInfo && rows.length >= file.data.length ? file.links : linksBetween(file.links, rows);
  const links = markSuspect(kept, rowsWithChangedText(file.data, rows));
  if (links === file.links) return next;
  return links.length > 0 ? { ...next, links } : withoutLinks(next);
}

function withLinkMarks(file: RequirementFile, links: RequirementFile['links']): RequirementFile {
  return links === file.links ? file : { ...file, links };
}

function withRowsAndDiffInfo(file: RequirementFile, rows: readonly Row[]): RequirementFile {
  return withRows(file, rows, true);
}

/**
 * Applies one command and returns the new file. Files are immutable: unchanged rows keep their objects,
 * and a command that changes nothing returns the very same file (so history can skip it).
 */
export function applyCommand(file: RequirementFile, command: Command): RequirementFile {
  switch (command.type) {
    case 'insertRow':
      return withRows(file, insertRow(file, command.anchorId, command.position, command.newId));
    case 'duplicateRow':
      return withRows(file, duplicateRow(file, command.rowId, command.newId));
    case 'deleteRows':
      return withRows(file, deleteRows(file, command.rowIds));
    case 'moveRow':
      return withRows(file, moveRow(file, command.rowId, command.direction));
    case 'setRowOrder':
      return withRows(file, setRowOrder(file, command.rowId, command.rowOrder));
    case 'editCell':
      return withRows(file, editCell(file, command.rowId, command.field, command.value));
    case 'setColumnValues':
      return withRows(file, setColumnValues(file, command.field, command.values));
    case 'fillDefaultValue':
      return withRows(file, fillDefaultValue(file, command));
    case 'addColumn':
      return addColumn(file, command.column);
    case 'editColumn':
      return editColumn(file, command.field, command.changes);
    case 'removeColumns':
      return removeColumns(file, command.fields);
    case 'hideColumns':
      return hideColumns(file, command.fields);
    case 'showColumns':
      return showColumns(file, command.fields);
    case 'moveColumn':
      return moveColumn(file, command.field, command.toIndex);
    case 'resizeColumn':
      return resizeColumn(file, command.field, command.width);
    case 'setTextColumn':
      return setTextColumn(file, command.field);
    case 'decideProposedChange':
      return withRowsAndDiffInfo(file, decideProposedChange(file, command.rowId, command.decision));
    case 'discardAllChanges':
      return withRowsAndDiffInfo(file, discardAllChanges(file.data));
    case 'acceptAllChanges':
      return withRowsAndDiffInfo(file, acceptAllChanges(file.data));
    case 'replaceRows':
      return withRowsAndDiffInfo(file, renumber(command.rows));
    case 'addLink':
      return addLink(file, command.link);
    case 'removeLink':
      return removeLink(file, command.link);
    case 'changeLinkType':
      return changeLinkType(file, command.link, command.linkType);
    case 'appendLinkedRows':
      return appendLinkedRows(file, command.rows, command.links);
    case 'clearSuspectLinks':
      return withLinkMarks(file, file.links && clearSuspect(file.links, command.scope));
    case 'group':
      return command.commands.reduce(applyCommand, file);
  }
}
