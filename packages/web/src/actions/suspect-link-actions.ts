import { type SpecLink, suspectCount } from '@specwright/core';
import { type ActionState, type AnyAction, activeSpecEditable, activeSpecOf } from './action-types';

/** Whether the active spec may be edited and holds a suspect link. */
const activeSpecHasSuspectLinks = (state: ActionState): boolean =>
  activeSpecEditable(state) && suspectCount(activeSpecOf(state)?.spec.edit.file.links ?? []) > 0;

/**
 * Clearing suspect marks once someone checked the links: one link (the properties panel's link list), a
 * row's links, or every link of the spec (the Edit menu); each clear is one undo step.
 */
export const suspectLinkActions = [
  {
    id: 'links.clearSuspect',
    label: 'Clear Suspect Link',
    isEnabled: activeSpecEditable,
    run: ({ specs }, { fileId, link }: { fileId: string; link: SpecLink }) =>
      specs.dispatch(fileId, { type: 'clearSuspectLinks', scope: { link } }, 'Clear Suspect Link'),
  },
  {
    id: 'links.clearRowSuspect',
    label: 'Clear Suspect Links of This Row',
    isEnabled: activeSpecEditable,
    run: ({ specs }, { fileId, rowId }: { fileId: string; rowId: string }) =>
      specs.dispatch(
        fileId,
        { type: 'clearSuspectLinks', scope: { rowId } },
        'Clear Suspect Links of This Row',
      ),
  },
  {
    id: 'edit.clearAllSuspectLinks',
    label: 'Clear All Suspect Links',
    isEnabled: activeSpecHasSuspectLinks,
    run: ({ specs, state }) => {
      const active = activeSpecOf(state);
      if (!active) return;
      specs.dispatch(active.fileId, { type: 'clearSuspectLinks', scope: 'all' }, 'Clear All Suspect Links');
    },
  },
] as const satisfies readonly AnyAction[];
