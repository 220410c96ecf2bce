import type { ComponentType } from 'react';

type TableViewComponent = ComponentType<{ fileId: string }>;
type TableViewModule = { default: TableViewComponent };

let loaded: TableViewModule | undefined;
let loading: Promise<TableViewModule> | undefined;

function loadTableView(): Promise<TableViewModule> {
  loading ??= import('./TableView').then((module) => {
    loaded = { default: module.TableView };
    return loaded;
  });
  return loading;
}

/**
 * Starts loading the table view's code (the grid is most of the bundle), e.g. while a chosen file is read;
 * resolves when it is loaded (or could not be: the view then loads it itself when shown).
 */
export function preloadTableView(): Promise<void> {
  return loadTableView().then(
    () => undefined,
    () => {
      loading = undefined;
    },
  );
}

/**
 * The table view's code for React.lazy. Once loaded it is handed over synchronously, so a table shown
 * after a preload renders at once instead of suspending for a frame and waiting out React's fallback
 * throttle (a few hundred milliseconds when a large file opens).
 */
export function tableViewModule(): Promise<TableViewModule> {
  const module = loaded;
  if (!module) return loadTableView();
  // React.lazy only calls `then`, though its type asks for a promise.
  const settled = {
    // biome-ignore lint/suspicious/noThenProperty: a thenable that calls back at once is read as loaded on the first render
    then: (onLoaded: (value: TableViewModule) => void) => onLoaded(module),
  };
  return settled as unknown as Promise<TableViewModule>;
}
