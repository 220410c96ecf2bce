import {
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  EventApiModule,
  ExternalFilterModule,
  LargeTextEditorModule,
  type Module,
  RenderApiModule,
  RowApiModule,
  RowAutoHeightModule,
  RowSelectionModule,
  RowStyleModule,
  ScrollApiModule,
  SelectEditorModule,
  TextEditorModule,
  TextFilterModule,
} from 'ag-grid-community';

/**
 * The AG Grid Community modules the table uses, and nothing else: column moving, resizing, sorting,
 * pinning and keyboard navigation are part of the grid's core.
 */
export const TABLE_GRID_MODULES: Module[] = [
  ClientSideRowModelModule,
  ClientSideRowModelApiModule,
  RowSelectionModule,
  TextEditorModule,
  TextFilterModule,
  LargeTextEditorModule,
  SelectEditorModule,
  RowStyleModule,
  CellStyleModule,
  RowApiModule,
  RowAutoHeightModule,
  ScrollApiModule,
  ColumnApiModule,
  EventApiModule,
  ExternalFilterModule,
  RenderApiModule,
];
