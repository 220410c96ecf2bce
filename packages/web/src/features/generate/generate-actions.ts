import type { Row, SpecLink } from '@specwright/core';
import { NO_SPECIFICATION_FILE_OPEN } from '../../actions/action-messages';
import { type AnyAction, activeSpecEditable, activeSpecOf, always } from '../../actions/action-types';
import { canDownloadFiles, downloadBlob } from '../files/download';

/** A generated file handed to the user: its name, text and media type. */
export interface GeneratedDownload {
  fileName: string;
  content: string;
  type: string;
}

const CANNOT_DOWNLOAD = { title: 'Cannot Download', message: 'Downloads are not supported in your browser.' };

/** Generate → Test and Generate → Traceability: their dialogs and the downloads (the trace itself: `trace/`). */
export const generateActions = [
  {
    id: 'generate.test',
    label: 'Test…',
    feature: 'generate_test',
    isEnabled: always,
    run: ({ state, dialogs }) => {
      const active = activeSpecOf(state);
      if (!active) dialogs.open('info', NO_SPECIFICATION_FILE_OPEN);
      else dialogs.open('generateTest', { fileId: active.fileId });
    },
  },
  {
    id: 'generate.traceability',
    label: 'Traceability…',
    feature: 'generate_traceability',
    isEnabled: always,
    run: ({ state, dialogs }) => {
      const active = activeSpecOf(state);
      if (!active) dialogs.open('info', NO_SPECIFICATION_FILE_OPEN);
      else dialogs.open('generateTraceability', { fileId: active.fileId });
    },
  },
  {
    id: 'generate.addTestsToSpec',
    label: 'Add Tests to Spec',
    isEnabled: activeSpecEditable,
    run: ({ specs }, { fileId, rows, links }: { fileId: string; rows: Row[]; links: SpecLink[] }) =>
      specs.dispatch(fileId, { type: 'appendLinkedRows', rows, links }, 'Add Tests to Spec'),
  },
  {
    id: 'generate.download',
    label: 'Download',
    isEnabled: always,
    run: ({ dialogs }, file: GeneratedDownload) => {
      if (!canDownloadFiles()) dialogs.open('info', CANNOT_DOWNLOAD);
      else downloadBlob(new Blob([file.content], { type: file.type }), file.fileName);
    },
  },
] as const satisfies readonly AnyAction[];
