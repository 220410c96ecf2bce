import { AUDIT_ACTION_LABELS, type AuditEntry, csvField } from '@specwright/core';

/** Characters of a value shown before it is shortened (the whole is one click or hover away). */
export const SHORT_VALUE_LENGTH = 80;

/** A value as plain text: text as it is, nothing as "(empty)", anything else as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** What an entry changed, "before → after"; empty when it records no value. */
export function changeText(entry: Pick<AuditEntry, 'before' | 'after'>): string {
  const none = (value: unknown) => value === null || value === undefined;
  if (none(entry.before) && none(entry.after)) return '';
  return `${valueText(entry.before)} → ${valueText(entry.after)}`;
}

/** The text shortened to `length` characters with an ellipsis, or as it is. */
export const shortened = (text: string, length = SHORT_VALUE_LENGTH) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

const CSV_HEADER = ['Time', 'Person', 'Action', 'Detail', 'Row', 'Field', 'Before', 'After'];

/** The entries as CSV (each cell guarded against formulas by core's csvField), one line each. */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const cell = (value: unknown) => (value === null || value === undefined ? '' : valueText(value));
  const lines = entries.map((entry) =>
    [
      entry.at,
      entry.user?.name ?? '',
      AUDIT_ACTION_LABELS[entry.action],
      entry.detail,
      entry.row_id ?? '',
      entry.field ?? '',
      cell(entry.before),
      cell(entry.after),
    ]
      .map((value) => csvField(value))
      .join(','),
  );
  return [CSV_HEADER.join(','), ...lines].join('\r\n');
}
