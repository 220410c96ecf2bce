import { createColumn } from '../spec/columns.js';
import type { Column } from '../spec/model.js';
import { DEFAULT_TEXT_COLUMN } from '../views/text-column.js';
import { type AttributeInfo, parseColumnIdentifier, type ReqifKind } from './reqif-names.js';
import {
  type AttributeRole,
  attributeRoles,
  isForeign,
  type TextChoice,
  unclearTextChoice,
} from './reqif-roles.js';
import { fieldForHeader } from './source-table.js';

/** A column being made from one or more attribute definitions of the same name. */
export interface ColumnDraft {
  field: string;
  headerName: string;
  kind: ReqifKind;
  options: Set<string>;
  order: number;
}

export type Role =
  | { role: Exclude<AttributeRole, 'text' | 'column'> }
  | { role: 'column'; draft: ColumnDraft };

/** The header of another tool's attribute: `ReqIF.` names lose the prefix, the text is the Description. */
function headerOf(name: string, isText: boolean): string {
  if (isText) return name.startsWith('ReqIF.') ? 'Description' : name;
  return name.startsWith('ReqIF.') ? name.slice(6) : name;
}

/** Another tool's columns: the text first, then its attributes in order, the tool's bookkeeping last. */
function otherOrder(name: string, isText: boolean, index: number): number {
  if (isText) return 1_000_000;
  return (isForeign(name) ? 3_000_000 : 2_000_000) + index;
}

/** The choice of the requirement text among other tools' attributes, when their names do not make it clear. */
export function textChoiceOf(attributes: ReadonlyMap<string, AttributeInfo>): TextChoice | undefined {
  const ours = [...attributes.values()].filter((info) => parseColumnIdentifier(info.id));
  if (ours.some((info) => parseColumnIdentifier(info.id)?.field === DEFAULT_TEXT_COLUMN)) return undefined;
  return unclearTextChoice([...attributes.values()].filter((info) => !parseColumnIdentifier(info.id)));
}

/** Roles from the attribute definitions: Specwright's own columns by their identifier, others by meaning. */
export function columnRoles(
  attributes: ReadonlyMap<string, AttributeInfo>,
  preferredText?: string,
): Map<string, Role> {
  const roles = new Map<string, Role>();
  const byName = new Map<string, ColumnDraft>();
  const taken = new Set<string>();
  const ours = [...attributes.values()].filter((info) => parseColumnIdentifier(info.id));
  const others = [...attributes.values()].filter((info) => !parseColumnIdentifier(info.id));
  for (const info of ours) {
    const parsed = parseColumnIdentifier(info.id) ?? { order: 0 };
    const field = parsed.field && !taken.has(parsed.field) ? parsed.field : fieldForHeader(info.name, taken);
    taken.add(field);
    const options = new Set(info.enumNames.values());
    roles.set(info.id, {
      role: 'column',
      draft: { field, headerName: info.name, kind: info.kind, options, order: parsed.order },
    });
  }
  const otherRoles = attributeRoles(others, taken.has(DEFAULT_TEXT_COLUMN), preferredText);
  if ([...otherRoles.values()].includes('text')) taken.add(DEFAULT_TEXT_COLUMN);
  for (const [index, info] of others.entries()) {
    const role = otherRoles.get(info.id) ?? 'column';
    if (role !== 'column' && role !== 'text') {
      roles.set(info.id, { role });
      continue;
    }
    const key = `${role}:${info.name}`;
    let draft = byName.get(key);
    if (!draft) {
      const isText = role === 'text';
      const field = isText ? DEFAULT_TEXT_COLUMN : fieldForHeader(headerOf(info.name, false), taken);
      taken.add(field);
      const headerName = headerOf(info.name, isText);
      draft = {
        field,
        headerName,
        kind: info.kind,
        options: new Set(),
        order: otherOrder(info.name, isText, index),
      };
      byName.set(key, draft);
    }
    for (const name of info.enumNames.values()) draft.options.add(name);
    roles.set(info.id, { role: 'column', draft });
  }
  return roles;
}

export function toColumn(draft: ColumnDraft, order: number): Column {
  const base = { field: draft.field, headerName: draft.headerName, order };
  if (draft.kind === 'ENUMERATION')
    return createColumn({ ...base, editorType: 'select', valueOptions: [...draft.options] });
  if (draft.kind === 'XHTML' || draft.field === DEFAULT_TEXT_COLUMN) {
    return createColumn({
      ...base,
      editorType: 'textarea',
      align: 'left',
      ...(draft.field === DEFAULT_TEXT_COLUMN ? { width: 400 } : {}),
    });
  }
  return createColumn(base);
}
