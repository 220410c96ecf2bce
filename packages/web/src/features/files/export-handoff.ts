import {
  agentHandoffFiles,
  canExportCsv,
  EXPORT_MESSAGES,
  fileNameForTitle,
  type RequirementFile,
  toMarkdown,
} from '@specwright/core';
import { strToU8, zipSync } from 'fflate';
import type { ActionContext } from '../../actions/action-types';
import { linkTargetNamesOf } from '../cross-spec-links/link-targets-wiring';
import { canDownloadFiles, downloadBlob } from './download';

export const MARKDOWN_EXPORT_FAILED_TITLE = 'Cannot Export Markdown';
export const AGENT_EXPORT_FAILED_TITLE = 'Cannot Export for Coding Agent';
export const DOWNLOAD_UNSUPPORTED = 'Downloading files is not supported in your browser.';

type Dialogs = Pick<ActionContext, 'dialogs'>;

/** The file when it can be exported; otherwise says why not under `title` and returns undefined. */
function exportable(
  file: RequirementFile | undefined,
  title: string,
  { dialogs }: Dialogs,
): RequirementFile | undefined {
  if (!canDownloadFiles()) {
    dialogs.open('info', { title, message: DOWNLOAD_UNSUPPORTED });
    return undefined;
  }
  if (!file || !canExportCsv(file)) {
    dialogs.open('info', { title, message: EXPORT_MESSAGES.nothingToExport });
    return undefined;
  }
  return file;
}

/** File → Export as Markdown: downloads `<title>.md` (chapters as headings, requirements with their columns); whether it did. */
export function exportSpecMarkdown(file: RequirementFile | undefined, context: Dialogs): boolean {
  const spec = exportable(file, MARKDOWN_EXPORT_FAILED_TITLE, context);
  if (!spec) return false;
  const blob = new Blob([toMarkdown(spec, linkTargetNamesOf(spec.id))], {
    type: 'text/markdown;charset=utf-8',
  });
  downloadBlob(blob, fileNameForTitle(spec.title, 'md'));
  return true;
}

/** The hand-off for a coding agent as zip bytes: requirements.md, AGENTS.md and the spec as JSON. */
export function agentHandoffZip(file: RequirementFile): Uint8Array {
  const entries = Object.fromEntries(
    agentHandoffFiles(file).map((each) => [each.path, strToU8(each.content)] as const),
  );
  return zipSync(entries, { level: 6 });
}

/** File → Export for Coding Agent: downloads `<title> for coding agent.zip`; whether it did. */
export function exportForCodingAgent(file: RequirementFile | undefined, context: Dialogs): boolean {
  const spec = exportable(file, AGENT_EXPORT_FAILED_TITLE, context);
  if (!spec) return false;
  const bytes = agentHandoffZip(spec);
  const blob = new Blob([bytes.slice().buffer], { type: 'application/zip' });
  downloadBlob(blob, fileNameForTitle(`${spec.title} for coding agent`, 'zip'));
  return true;
}
