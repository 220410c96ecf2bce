import { fileNameForTitle, type SpecLink, traceView } from '@specwright/core';
import { type AnyAction, always } from '../../actions/action-types';
import { useAccountSpecsStore } from '../../state/account-specs';
import { specTab, specTabId } from '../../state/spec-tabs';
import { useTraceDataStore } from '../../state/trace-data';
import { type TraceRequest, useTraceReportStore } from '../../state/trace-report';
import { canDownloadFiles, downloadBlob } from '../files/download';
import { UTF8_BOM } from '../files/export-csv';
import { traceViewCsv } from './trace-csv';

const CANNOT_DOWNLOAD = { title: 'Cannot Download', message: 'Downloads are not supported in your browser.' };

/** Whether the open file may be edited (a workspace spec the user may only read may not). */
const editable = (openSpec: (fileId: string) => { readOnly?: boolean } | undefined, fileId: string) =>
  openSpec(fileId)?.readOnly !== true;

/** The trace view's actions: its proposals accepted or dismissed, its export, and going to a requirement. */
export const traceActions = [
  {
    id: 'trace.open',
    label: 'Open Trace View',
    isEnabled: always,
    // Generate → Traceability's Start: the left spec's trace view, with the other file's suggestions.
    run: ({ tabSet, openSpec }, { fileId, request }: { fileId: string; request?: TraceRequest }) => {
      const file = openSpec(fileId)?.edit.file;
      if (!file) return;
      if (request) useTraceReportStore.getState().request(fileId, request);
      tabSet.openTab(specTab(file, 'trace'));
      tabSet.setViewMode(specTabId(fileId), 'trace');
    },
  },
  {
    id: 'trace.acceptProposal',
    label: 'Accept Suggested Link',
    isEnabled: always,
    run: ({ specs, openSpec }, { fileId, link }: { fileId: string; link: SpecLink }) => {
      if (editable(openSpec, fileId))
        specs.dispatch(fileId, { type: 'addLink', link }, 'Accept Suggested Link');
    },
  },
  {
    id: 'trace.acceptAllProposals',
    label: 'Accept All Suggested Links',
    isEnabled: always,
    // One undo step per file the links are added to.
    run: (
      { specs, openSpec },
      { proposals }: { proposals: readonly { fileId: string; link: SpecLink }[] },
    ) => {
      const label = 'Accept All Suggested Links';
      for (const fileId of new Set(proposals.map((proposal) => proposal.fileId))) {
        if (!editable(openSpec, fileId)) continue;
        const commands = proposals
          .filter((proposal) => proposal.fileId === fileId)
          .map((proposal) => ({ type: 'addLink' as const, link: proposal.link }));
        specs.dispatch(fileId, { type: 'group', label, commands }, label);
      }
    },
  },
  {
    id: 'trace.dismissProposals',
    label: 'Dismiss Suggested Link',
    isEnabled: always,
    run: (_context, { fileId, keys }: { fileId: string; keys: readonly string[] }) =>
      useTraceReportStore.getState().dismiss(fileId, keys),
  },
  {
    id: 'trace.showRequirement',
    label: 'Show in Table',
    isEnabled: always,
    run: ({ specs, tabSet }, { fileId, rowId }: { fileId: string; rowId: string }) => {
      specs.selectRow(fileId, rowId);
      tabSet.setViewMode(specTabId(fileId), 'table');
    },
  },
  {
    id: 'trace.exportCsv',
    label: 'Export CSV',
    isEnabled: always,
    run: ({ dialogs, openSpec }, { fileId }: { fileId: string }) => {
      const file = openSpec(fileId)?.edit.file;
      if (!file) return;
      if (!canDownloadFiles()) {
        dialogs.open('info', CANNOT_DOWNLOAD);
        return;
      }
      const specId = useAccountSpecsStore.getState().links[fileId]?.specId;
      const data = useTraceDataStore.getState();
      const results = specId === undefined ? undefined : data.results[specId];
      const code = specId === undefined ? undefined : data.code[specId];
      const csv = traceViewCsv(
        traceView(file, { ...(results ? { results } : {}), ...(code ? { code } : {}) }),
      );
      const blob = new Blob([UTF8_BOM, csv], { type: 'text/csv;charset=utf-8' });
      downloadBlob(blob, fileNameForTitle(`Trace ${file.title}`, 'csv'));
    },
  },
] as const satisfies readonly AnyAction[];
