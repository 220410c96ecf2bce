/** Starts loading the table view's code (the grid is most of the bundle), e.g. while a chosen file is read. */
export function preloadTableView(): void {
  void import('./TableView').catch(() => {});
}
