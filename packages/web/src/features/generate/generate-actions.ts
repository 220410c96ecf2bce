import { fileNameForTitle, type Row, type SpecLink } from '@specwright/core';
import { traceMatrixCsv } from '@specwright/quality/generate';
import { NO_SPECIFICATION_FILE_OPEN } from '../../actions/action-messages';
import { type AnyAction, activeSpecEditable, activeSpecOf, always } from '../../actions/action-types';
import { pageTab } from '../../state/page-tabs';
import { type TraceReport, useTraceReportStore } from '../../state/trace-report';
import { canDownloadFiles, downloadBlob } from '../files/download';
import { UTF8_BOM } from '../files/export-csv';

/** A generated file handed to the user: its name, text and media type. */
export interface GeneratedDownload {
  fileName: string;
  content: string;
  type: string;
}

const CANNOT_DOWNLOAD = { title: 'Cannot Download', message: 'Downloads are not supported in your browser.' };

/** Generate → Test and Generate → Traceability: their dialogs, the downloads and the trace report. */
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
  {
    id: 'generate.showTraceReport',
    label: 'Show Trace Matrix',
    isEnabled: always,
    run: ({ tabSet }, report: TraceReport) => {
      useTraceReportStore.getState().show(report);
      tabSet.openTab(pageTab('traceability'));
    },
  },
  {
    id: 'generate.exportTraceCsv',
    label: 'Export CSV',
    isEnabled: () => useTraceReportStore.getState().report !== null,
    run: ({ dialogs }) => {
      const report = useTraceReportStore.getState().report;
      if (!report) return;
      if (!canDownloadFiles()) {
        dialogs.open('info', CANNOT_DOWNLOAD);
        return;
      }
      const csv = traceMatrixCsv(report.matrix, report.left, report.right);
      const blob = new Blob([UTF8_BOM, csv], { type: 'text/csv;charset=utf-8' });
      downloadBlob(
        blob,
        fileNameForTitle(`Traceability ${report.leftSide.title} to ${report.rightSide.title}`, 'csv'),
      );
    },
  },
] as const satisfies readonly AnyAction[];
