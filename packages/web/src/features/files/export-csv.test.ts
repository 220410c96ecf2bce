import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, dialogControl, openDialogProps } from '../../state/dialogs';
import { specFileFixture } from '../../test/spec-fixture';
import { canDownloadFiles, downloadBlob } from './download';
import { exportSpecCsv } from './export-csv';

vi.mock('./download', () => ({ downloadBlob: vi.fn(), canDownloadFiles: vi.fn(() => true) }));

const context = () => ({ dialogs: dialogControl });

beforeEach(() => {
  closeDialog();
  vi.mocked(downloadBlob).mockClear();
  vi.mocked(canDownloadFiles).mockReturnValue(true);
});

describe('exportSpecCsv', () => {
  it('downloads <title>.csv with a UTF-8 BOM, quoting what needs it', async () => {
    const file = specFileFixture(2);
    const quoted = {
      ...file,
      data: file.data.map((row, i) => (i === 0 ? { ...row, description: 'Says "hi", then\nleaves' } : row)),
    };
    exportSpecCsv(quoted, context());
    const [blob, name] = vi.mocked(downloadBlob).mock.calls[0] as [Blob, string];
    expect(name).toBe('Fixture.csv');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'Requirement,Type\r\n"Says ""hi"", then\nleaves",requirement\r\nThe system shall do thing 2.,requirement\r\n',
    );
  });

  it('writes text a spreadsheet would run as a formula with a quote before it', async () => {
    const file = specFileFixture(1);
    const formula = { ...file, data: file.data.map((row) => ({ ...row, description: '@SUM(A1:A2)' })) };
    exportSpecCsv(formula, context());
    const [blob] = vi.mocked(downloadBlob).mock.calls[0] as [Blob, string];
    expect((await blob.text()).slice(1)).toBe(`Requirement,Type\r\n"'@SUM(A1:A2)",requirement\r\n`);
  });

  it('says there is nothing to export for a file without rows', () => {
    exportSpecCsv(specFileFixture(0), context());
    expect(openDialogProps('info')).toMatchObject({
      title: 'Cannot Export CSV',
      message: 'No data available to export or file/columns are not properly loaded.',
    });
    expect(downloadBlob).not.toHaveBeenCalled();
  });

  it('says when the browser cannot build the file', () => {
    vi.mocked(canDownloadFiles).mockReturnValue(false);
    exportSpecCsv(specFileFixture(1), context());
    expect(openDialogProps('info')?.message).toBe('CSV export is not supported in your browser.');
  });
});
