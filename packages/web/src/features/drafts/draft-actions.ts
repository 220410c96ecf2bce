import { type Action, type AnyAction, always } from '../../actions/action-types';
import { downloadBlob } from '../files/download';
import { useDraftStore } from './draft-store';
import { draftSession } from './draft-wiring';
import { startDraft } from './start-draft';

/** Which draft tab a tab-level operation is for. */
interface DraftTabArgs {
  tabId: string;
}

const cancelDraft: Action<'drafts.cancel', DraftTabArgs> = {
  id: 'drafts.cancel',
  label: 'Cancel',
  isEnabled: always,
  run: (_context, { tabId }) => draftSession.cancel(tabId),
};

const downloadDraft: Action<'drafts.download', DraftTabArgs> = {
  id: 'drafts.download',
  label: 'Download',
  feature: 'draft_download',
  isEnabled: always,
  run: (_context, { tabId }) => {
    const draft = useDraftStore.getState().drafts[tabId];
    if (!draft) return;
    downloadBlob(new Blob([draft.markdown], { type: 'text/markdown;charset=utf-8' }), draft.fileName);
  },
};

// Generate → Design and Generate → Architecture: Markdown drafts written by the language model.
export const draftActions = [
  {
    id: 'generate.design',
    label: 'Design',
    feature: 'generate_design',
    isEnabled: always,
    run: (context) => startDraft('design', context),
  },
  {
    id: 'generate.architecture',
    label: 'Architecture',
    feature: 'generate_architecture',
    isEnabled: always,
    run: (context) => startDraft('architecture', context),
  },
  cancelDraft,
  downloadDraft,
] as const satisfies readonly AnyAction[];
