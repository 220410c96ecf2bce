import { strFromU8, unzipSync } from 'fflate';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, dialogControl, openDialogProps } from '../../state/dialogs';
import { specFileFixture } from '../../test/spec-fixture';
import { canDownloadFiles, downloadBlob } from './download';
import { agentHandoffZip, exportForCodingAgent, exportSpecMarkdown } from './export-handoff';

vi.mock('./download', () => ({ downloadBlob: vi.fn(), canDownloadFiles: vi.fn(() => true) }));

const context = () => ({ dialogs: dialogControl });
const downloaded = () => vi.mocked(downloadBlob).mock.calls[0] as [Blob, string];

beforeEach(() => {
  closeDialog();
  vi.mocked(downloadBlob).mockClear();
  vi.mocked(canDownloadFiles).mockReturnValue(true);
});

describe('exportSpecMarkdown', () => {
  it('downloads <title>.md with each requirement under its id', async () => {
    exportSpecMarkdown(specFileFixture(2), context());
    const [blob, name] = downloaded();
    expect(name).toBe('Fixture.md');
    expect(blob.type).toBe('text/markdown;charset=utf-8');
    expect(await blob.text()).toBe(
      '# Fixture\n\n### r1\n\nThe system shall do thing 1.\n\n### r2\n\nThe system shall do thing 2.\n',
    );
  });

  it('says there is nothing to export, or that the browser cannot download', () => {
    exportSpecMarkdown(specFileFixture(0), context());
    expect(openDialogProps('info')).toMatchObject({
      title: 'Cannot Export Markdown',
      message: 'No data available to export or file/columns are not properly loaded.',
    });
    vi.mocked(canDownloadFiles).mockReturnValue(false);
    exportSpecMarkdown(specFileFixture(1), context());
    expect(openDialogProps('info')?.message).toBe('Downloading files is not supported in your browser.');
    expect(downloadBlob).not.toHaveBeenCalled();
  });
});

describe('exportForCodingAgent', () => {
  it('downloads a zip holding requirements.md, AGENTS.md and the JSON spec', async () => {
    exportForCodingAgent(specFileFixture(2), context());
    const [blob, name] = downloaded();
    expect(name).toBe('Fixture for coding agent.zip');
    expect(blob.type).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(Object.keys(files)).toEqual(['requirements.md', 'AGENTS.md', 'Fixture.json']);
    expect(strFromU8(files['requirements.md'] ?? new Uint8Array())).toContain('### r2');
    expect(strFromU8(files['AGENTS.md'] ?? new Uint8Array())).toContain('`// Implements r1`');
    const spec = JSON.parse(strFromU8(files['Fixture.json'] ?? new Uint8Array()));
    expect(spec.rows).toHaveLength(2);
  });

  it('builds the same entries without the download', () => {
    const files = unzipSync(agentHandoffZip(specFileFixture(1)));
    expect(Object.keys(files)).toHaveLength(3);
  });

  it('says there is nothing to export for a file without rows', () => {
    exportForCodingAgent(specFileFixture(0), context());
    expect(openDialogProps('info')?.title).toBe('Cannot Export for Coding Agent');
    expect(downloadBlob).not.toHaveBeenCalled();
  });
});
