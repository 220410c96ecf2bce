import type { SpecLink } from '@specwright/core';
import { requestLinksFocus } from '../state/links-focus';
import { type AnyAction, activeSpecEditable } from './action-types';

interface LinkTarget {
  fileId: string;
  link: SpecLink;
}

/** The edits of links between rows (the properties panel's Links section), and showing a row's links. */
export const linkActions = [
  {
    id: 'links.add',
    label: 'Add Link',
    isEnabled: activeSpecEditable,
    run: ({ specs }, { fileId, link }: LinkTarget) =>
      specs.dispatch(fileId, { type: 'addLink', link }, 'Add Link'),
  },
  {
    id: 'links.remove',
    label: 'Remove Link',
    isEnabled: activeSpecEditable,
    run: ({ specs }, { fileId, link }: LinkTarget) =>
      specs.dispatch(fileId, { type: 'removeLink', link }, 'Remove Link'),
  },
  {
    id: 'links.changeType',
    label: 'Change Link Type',
    isEnabled: activeSpecEditable,
    run: ({ specs }, { fileId, link, linkType }: LinkTarget & { linkType: string }) =>
      specs.dispatch(fileId, { type: 'changeLinkType', link, linkType }, 'Change Link Type'),
  },
  {
    id: 'links.show',
    label: 'Show Links',
    isEnabled: activeSpecEditable,
    // The row's links are edited in the properties panel: it opens (if another panel or none shows) at them.
    run: ({ specs, state, layout }, { fileId, rowId }: { fileId: string; rowId: string }) => {
      specs.selectRow(fileId, rowId);
      if (state.sidePanel !== 'properties') layout.toggleSidePanel('properties');
      requestLinksFocus(rowId);
    },
  },
  {
    id: 'table.linksColumn',
    label: 'Show Links Column',
    isEnabled: activeSpecEditable,
    // A view setting of the spec's tab, like frozen columns: the Links column is made by the app, not a
    // column of the file, so showing or hiding it is no edit of the file.
    run: ({ tabSet }, { tabId, shown }: { tabId: string; shown: boolean }) =>
      tabSet.setTableLayout(tabId, { links: shown }),
  },
] as const satisfies readonly AnyAction[];
