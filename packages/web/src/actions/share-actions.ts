import { useAccountSpecsStore } from '../state/account-specs';
import { type AnyAction, activeSpecOf } from './action-types';

/** Read-only links to a kept spec: from the File menu (the open spec) and from a row of My Specs. */
export const shareActions = [
  {
    id: 'file.share',
    label: 'Share…',
    feature: 'share_spec',
    isEnabled: (state) => {
      const active = activeSpecOf(state);
      return (
        state.isSignedIn &&
        active !== undefined &&
        useAccountSpecsStore.getState().links[active.fileId] !== undefined
      );
    },
    run: (context) => {
      const active = activeSpecOf(context.state);
      const link = active ? useAccountSpecsStore.getState().links[active.fileId] : undefined;
      if (active && link)
        context.dialogs.open('specShare', { specId: link.specId, title: active.spec.edit.file.title });
    },
  },
  {
    id: 'mySpecs.share',
    label: 'Share…',
    feature: 'share_spec',
    isEnabled: (state) => state.isSignedIn,
    run: ({ dialogs }, { specId, title }: { specId: string; title: string }) =>
      dialogs.open('specShare', { specId, title }),
  },
] as const satisfies readonly AnyAction[];
