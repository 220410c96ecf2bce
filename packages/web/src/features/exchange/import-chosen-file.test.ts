import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RequirementFile } from '@specwright/core';
import { describe, expect, it, vi } from 'vitest';
import type { DialogControl, DialogPropsByKind, ProgressDialogProps } from '../../state/dialogs';
import { type ImportOutlets, importChosenFile } from './import-chosen-file';
import { useImportProgress } from './import-progress';
import { readImportFile } from './read-import-file';

/** A ReqIF document of one specification showing `count` requirements, in order. */
function reqif(count: number): string {
  const ids = Array.from({ length: count }, (_, index) => `o${index + 1}`);
  const object = (id: string) =>
    `<SPEC-OBJECT IDENTIFIER="${id}"><VALUES><ATTRIBUTE-VALUE-STRING THE-VALUE="The system shall do ${id} within the time allowed for it."><DEFINITION><ATTRIBUTE-DEFINITION-STRING-REF>text</ATTRIBUTE-DEFINITION-STRING-REF></DEFINITION></ATTRIBUTE-VALUE-STRING></VALUES></SPEC-OBJECT>\n`;
  const hierarchy = (id: string) =>
    `<SPEC-HIERARCHY IDENTIFIER="h-${id}"><OBJECT><SPEC-OBJECT-REF>${id}</SPEC-OBJECT-REF></OBJECT></SPEC-HIERARCHY>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<REQ-IF xmlns="http://www.omg.org/spec/ReqIF/20110401/reqif.xsd"><CORE-CONTENT><REQ-IF-CONTENT>
<SPEC-TYPES><SPEC-OBJECT-TYPE IDENTIFIER="t"><SPEC-ATTRIBUTES><ATTRIBUTE-DEFINITION-STRING IDENTIFIER="text" LONG-NAME="Text"/></SPEC-ATTRIBUTES></SPEC-OBJECT-TYPE></SPEC-TYPES>
<SPEC-OBJECTS>${ids.map(object).join('')}</SPEC-OBJECTS>
<SPECIFICATIONS><SPECIFICATION IDENTIFIER="s1" LONG-NAME="Big"><CHILDREN>${ids.map(hierarchy).join('')}</CHILDREN></SPECIFICATION></SPECIFICATIONS>
</REQ-IF-CONTENT></CORE-CONTENT></REQ-IF>`;
}

function outlets(onProgressOpened?: (props: ProgressDialogProps) => void) {
  const dialogs: DialogControl = {
    open: vi.fn((kind: string, props?: unknown) => {
      if (kind === 'progress') onProgressOpened?.(props as ProgressDialogProps);
    }) as DialogControl['open'],
    update: vi.fn(),
    close: vi.fn(),
  };
  const shown: RequirementFile[] = [];
  const finished: RequirementFile[] = [];
  const opened: RequirementFile[] = [];
  const abandoned: string[] = [];
  const importOutlets: ImportOutlets = {
    dialogs,
    openImported: ({ file }) => opened.push(file),
    showFirstRows: (file) => {
      shown.push(file);
      expect(useImportProgress.getState().byFile[file.id]).toBe(0);
    },
    finishFirstRows: ({ file }) => finished.push(file),
    abandonFirstRows: (fileId) => abandoned.push(fileId),
  };
  return { importOutlets, dialogs, shown, finished, opened, abandoned };
}

describe('File → Import of a large document', () => {
  it('shows the first rows in a tab, then gives that tab the whole file', async () => {
    const text = reqif(14_000);
    expect(text.length).toBeGreaterThan(4 * 1024 * 1024);
    const { importOutlets, shown, finished, opened } = outlets();
    await importChosenFile(new File([text], 'big.reqif'), 'reqif', importOutlets);
    expect(shown).toHaveLength(1);
    expect(shown[0]?.data.length).toBe(200);
    expect(finished.map((file) => file.id)).toEqual([shown[0]?.id]);
    expect(finished[0]?.data.length).toBe(14_000);
    expect(finished[0]?.data.slice(0, 200).map((row) => row.id)).toEqual(shown[0]?.data.map((row) => row.id));
    expect(opened).toEqual([]);
    expect(useImportProgress.getState().byFile).toEqual({});
  }, 60_000);

  it('fills the progress dialog with the share read', async () => {
    const { importOutlets, dialogs } = outlets();
    await importChosenFile(new File([reqif(20)], 'small.reqif'), 'reqif', importOutlets);
    expect(dialogs.update).toHaveBeenCalledWith('progress', expect.objectContaining({ percentage: 100 }));
  });
});

describe('cancelling an import', () => {
  it('opens nothing and says nothing', async () => {
    const { importOutlets, dialogs, opened, shown } = outlets((progress) => progress.onCancel?.());
    await importChosenFile(new File([reqif(20)], 'small.reqif'), 'reqif', importOutlets);
    expect(opened).toEqual([]);
    expect(shown).toEqual([]);
    expect(dialogs.open).not.toHaveBeenCalledWith('info', expect.anything());
  });

  it('reads nothing once the signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await readImportFile(new File([reqif(5)], 'a.reqif'), 'reqif', () => 'id', {
      signal: controller.signal,
    });
    expect(result).toEqual({ ok: false, cancelled: true });
  });
});

describe('a ReqIF file whose attribute names leave the requirement text unclear', () => {
  const ea8 = () =>
    new File(
      [readFileSync(join(__dirname, '../../../../core/src/exchange/fixtures/real/ea8-example.reqif'))],
      'EA8.reqif',
    );

  it('asks which attribute holds the text; the guess opens as read, another is imported again', async () => {
    const { importOutlets, dialogs, opened } = outlets();
    await importChosenFile(ea8(), 'reqif', importOutlets);
    expect(opened).toEqual([]);
    const asked = vi.mocked(dialogs.open).mock.calls.find(([kind]) => kind === 'importText');
    const props = asked?.[1] as DialogPropsByKind['importText'];
    expect(props.choice).toEqual({
      chosen: 'FUNC-REQ-TXT',
      names: ['FUNC-REQ-TXT', 'STORY-TXT', 'PERF-REQ-TXT'],
    });

    props.onChoose('FUNC-REQ-TXT');
    expect(opened).toEqual([props.file]);

    props.onChoose('PERF-REQ-TXT');
    await vi.waitFor(() => expect(opened).toHaveLength(2));
    const header = (file: RequirementFile | undefined) =>
      file?.columns.find((column) => column.field === 'description')?.headerName;
    expect(header(opened[0])).toBe('FUNC-REQ-TXT');
    expect(header(opened[1])).toBe('PERF-REQ-TXT');
  });
});
