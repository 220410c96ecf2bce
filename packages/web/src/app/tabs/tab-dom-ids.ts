/** DOM ids linking a tab to the tab panel (aria-controls / aria-labelledby). */
export const TAB_PANEL_ID = 'tab-panel';

export function tabElementId(tabId: string): string {
  return `tab-${tabId.replace(/[^\w-]/g, '_')}`;
}
