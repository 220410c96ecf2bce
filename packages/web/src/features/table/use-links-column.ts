import type { RequirementFile, Row } from '@specwright/core';
import type { GridApi } from 'ag-grid-community';
import { useEffect, useMemo } from 'react';
import { isLinksColumnShown } from '../../ui/links/links-column';
import { type RowLinkViews, rowLinkViews } from '../../ui/links/row-links';
import { useFileLinkTargets } from '../cross-spec-links/link-targets-wiring';
import { LINKS_COL_ID, type TableContext } from './table-context';

const NO_LINKS: RowLinkViews = { get: () => undefined, size: 0 };

/**
 * Whether the Links column shows (the tab's choice, else whether the spec has links), and the links each
 * cell shows, given to the grid's context; the column's cells are redrawn when they change.
 */
export function useLinksColumn(
  api: GridApi<Row> | null,
  context: TableContext,
  file: RequirementFile,
  chosen: boolean | undefined,
): boolean {
  const hasLinks = (file.links?.length ?? 0) > 0;
  const shown = isLinksColumnShown(file, chosen);
  const targets = useFileLinkTargets(file.id);
  // The labels read the ID column and the text column, so an edit of a row can change them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the views depend on these parts of the file only
  const views = useMemo(
    () => (shown && hasLinks ? rowLinkViews(file, targets) : NO_LINKS),
    [shown, hasLinks, file.links, file.data, file.columns, file.hiddenColumns, file.uiStyles, targets],
  );
  context.links = views;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cells read the new views from the context
  useEffect(() => {
    if (api && !api.isDestroyed() && shown) api.refreshCells({ columns: [LINKS_COL_ID], force: true });
  }, [api, views, shown]);
  return shown;
}
