import type { RequirementFile } from '@specwright/core';

/** The Links column's id in the grid and its entry in Show Columns and Hide Columns. */
export const LINKS_COLUMN = {
  field: 'sw-links',
  headerName: 'Links',
  note: 'links between rows',
} as const;

/** Whether the Links column shows: as the tab was told, else when the spec has a link. */
export function isLinksColumnShown(file: RequirementFile, chosen: boolean | undefined): boolean {
  return chosen ?? (file.links?.length ?? 0) > 0;
}
