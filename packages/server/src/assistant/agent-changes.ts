import { type AgentRow, ROW_SYSTEM_FIELDS } from '@specwright/core';
import { z } from 'zod';
import { freshRowIds } from './agent-ids.js';

/**
 * What the model answers: only the rows it changes, adds or deletes (never the whole spec), as field/value
 * pairs so the schema stays within what providers' strict structured outputs accept.
 */
export const agentChangeSchema = z.object({
  action: z.enum(['update', 'add', 'delete']),
  id: z.string().nullable().describe('The id of the row to update or delete; null for a new row'),
  afterId: z.string().nullable().describe('For a new row: the id of the row it follows; null to append it'),
  values: z
    .array(z.object({ field: z.string(), value: z.string() }))
    .describe('The changed (update) or all (add) cell values; empty for delete'),
});
export type AgentChange = z.infer<typeof agentChangeSchema>;

export const agentAnswerSchema = z.object({
  explanation: z.string().describe('What was changed and why, for the user, in one short paragraph'),
  changes: z.array(agentChangeSchema),
});
export type AgentAnswer = z.infer<typeof agentAnswerSchema>;

export interface AppliedChanges {
  rows: AgentRow[];
  /** Rows updated, added or deleted. */
  changed: number;
  /** Why some changes were left out, for the explanation. */
  ignored: string[];
}

const systemFields = new Set<string>(ROW_SYSTEM_FIELDS);

function cellValues(change: AgentChange, fields: ReadonlySet<string>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const { field, value } of change.values) if (fields.has(field)) values[field] = value;
  return values;
}

const named = { update: 'an update', delete: 'a deletion', add: 'an addition' } as const;

function describeIgnored(change: AgentChange): string {
  return change.id
    ? `${named[change.action]} of row ${change.id}, which is not in the spec`
    : `${named[change.action]} without a row id`;
}

/**
 * The full row list after the model's changes: unchanged rows as they were, updated rows merged, deleted
 * rows left out, new rows (fresh unique ids, empty cells) after `afterId` or at the end. Updates and
 * deletes without a known id are ignored and listed; values of unknown or system fields are dropped.
 */
export function applyAgentChanges(
  original: readonly AgentRow[],
  columnFields: readonly string[],
  changes: readonly AgentChange[],
): AppliedChanges {
  const fields = new Set(columnFields.filter((field) => !systemFields.has(field)));
  const rows = [...original];
  const indexOf = (id: string | null) => (id === null ? -1 : rows.findIndex((row) => row.id === id));
  const adds = changes.filter((change) => change.action === 'add');
  const newIds = freshRowIds(
    original.map((row) => row.id),
    adds.length,
  );
  const touched = new Set<string>();
  const ignored: string[] = [];
  for (const change of changes) {
    if (change.action === 'add') {
      const id = newIds[adds.indexOf(change)] as string;
      const empty = Object.fromEntries([...fields].map((field) => [field, '']));
      const after = indexOf(change.afterId);
      rows.splice(after === -1 ? rows.length : after + 1, 0, { ...empty, ...cellValues(change, fields), id });
      touched.add(id);
      continue;
    }
    const index = indexOf(change.id);
    const row = rows[index];
    if (!row) {
      ignored.push(describeIgnored(change));
      continue;
    }
    if (change.action === 'delete') {
      rows.splice(index, 1);
      touched.add(row.id);
      continue;
    }
    const values = cellValues(change, fields);
    if (Object.entries(values).some(([field, value]) => row[field] !== value)) {
      rows[index] = { ...row, ...values };
      touched.add(row.id);
    }
  }
  return { rows, changed: touched.size, ignored };
}
