import type { SpecLink } from '../spec/links.js';
import type { CellValue, Column, Row } from '../spec/model.js';
import type { SuspectScope } from './suspect-links.js';

/** The user's answer to one proposed change: accept or reject an added or changed row, keep or delete a removed one. */
export type ProposedChangeVerdict = 'accept' | 'reject' | 'keep' | 'delete';

export type ColumnChanges = Partial<Omit<Column, 'order'>>;

/**
 * Every edit of a requirement file, as plain data: the table, the document view, undo/redo,
 * the quality reviews, the agent and the server all go through `applyCommand`.
 */
export type Command =
  | { type: 'insertRow'; anchorId: string | null; position: 'above' | 'below'; newId: string }
  | { type: 'duplicateRow'; rowId: string; newId: string }
  | { type: 'deleteRows'; rowIds: readonly string[] }
  | { type: 'moveRow'; rowId: string; direction: 'up' | 'down' }
  | { type: 'setRowOrder'; rowId: string; rowOrder: number }
  | { type: 'editCell'; rowId: string; field: string; value: CellValue }
  | { type: 'setColumnValues'; field: string; values: Readonly<Record<string, CellValue>> }
  | { type: 'addColumn'; column: Column }
  | { type: 'editColumn'; field: string; changes: ColumnChanges }
  | { type: 'removeColumns'; fields: readonly string[] }
  | { type: 'hideColumns'; fields: readonly string[] }
  | { type: 'showColumns'; fields: readonly string[] }
  | { type: 'moveColumn'; field: string; toIndex: number }
  | { type: 'resizeColumn'; field: string; width: number }
  /** The column holding the requirement text when the spec has no `description` column; null forgets it. */
  | { type: 'setTextColumn'; field: string | null }
  | {
      type: 'fillDefaultValue';
      field: string;
      value: string;
      overwrite: boolean;
      /** Also fill chapter, context and comment rows; by default only requirements are filled. */
      includeStructureRows?: boolean;
    }
  | { type: 'decideProposedChange'; rowId: string; decision: ProposedChangeVerdict }
  | { type: 'discardAllChanges' }
  | { type: 'acceptAllChanges' }
  | { type: 'replaceRows'; rows: readonly Row[] }
  /** Links a row to another; a link that exists already, or joins a row to itself, changes nothing. */
  | { type: 'addLink'; link: SpecLink }
  | { type: 'removeLink'; link: SpecLink }
  | { type: 'changeLinkType'; link: SpecLink; linkType: string }
  /** Adds rows after the last one and links them (generated tests and the requirements they verify). */
  | { type: 'appendLinkedRows'; rows: readonly Row[]; links: readonly SpecLink[] }
  /** Clears suspect marks: one link's, a row's links' or every link's, once someone checked them. */
  | { type: 'clearSuspectLinks'; scope: SuspectScope }
  | { type: 'group'; label: string; commands: readonly Command[] };

export type CommandType = Command['type'];
