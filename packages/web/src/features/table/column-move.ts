/**
 * Turns a column dropped among the visible columns into a position in the file's full column order
 * (which also holds hidden columns): the column goes right after its new left neighbour, or before its
 * right neighbour when it became the first visible column.
 */
export function fullOrderIndex(
  columnOrder: readonly string[],
  field: string,
  visibleOrder: readonly string[],
): number | undefined {
  const at = visibleOrder.indexOf(field);
  if (at === -1 || !columnOrder.includes(field)) return undefined;
  const without = columnOrder.filter((f) => f !== field);
  const left = visibleOrder[at - 1];
  if (left !== undefined && without.includes(left)) return without.indexOf(left) + 1;
  const right = visibleOrder[at + 1];
  if (right !== undefined && without.includes(right)) return without.indexOf(right);
  return 0;
}
