import { EXCHANGE_MESSAGES } from '@specwright/core/exchange';
import { wordDocument, wordParagraph, wordStyle, wordTable } from '@specwright/core/test-fixtures';
import { strToU8, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runAction } from '../../actions/app-actions';
import { closeDialog, useDialogStore } from '../../state/dialogs';
import { useTabSetStore } from '../../state/tab-set';

// File → Import needs no input mounted beforehand: the action makes one for the choice.

let chooser: HTMLInputElement | undefined;

beforeEach(() => {
  closeDialog();
  chooser = undefined;
  vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (this: HTMLInputElement) {
    chooser = this;
  });
});

afterEach(() => vi.restoreAllMocks());

/** A ReqIF document with one specification showing one requirement. */
function reqif(specification: string, requirement: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<REQ-IF xmlns="http://www.omg.org/spec/ReqIF/20110401/reqif.xsd"><CORE-CONTENT><REQ-IF-CONTENT>
<SPEC-TYPES><SPEC-OBJECT-TYPE IDENTIFIER="t"><SPEC-ATTRIBUTES><ATTRIBUTE-DEFINITION-STRING IDENTIFIER="text" LONG-NAME="Text"/></SPEC-ATTRIBUTES></SPEC-OBJECT-TYPE></SPEC-TYPES>
<SPEC-OBJECTS><SPEC-OBJECT IDENTIFIER="o1"><VALUES><ATTRIBUTE-VALUE-STRING THE-VALUE="${requirement}"><DEFINITION><ATTRIBUTE-DEFINITION-STRING-REF>text</ATTRIBUTE-DEFINITION-STRING-REF></DEFINITION></ATTRIBUTE-VALUE-STRING></VALUES></SPEC-OBJECT></SPEC-OBJECTS>
<SPECIFICATIONS><SPECIFICATION IDENTIFIER="s1" LONG-NAME="${specification}"><CHILDREN><SPEC-HIERARCHY IDENTIFIER="h1"><OBJECT><SPEC-OBJECT-REF>o1</SPEC-OBJECT-REF></OBJECT></SPEC-HIERARCHY></CHILDREN></SPECIFICATION></SPECIFICATIONS>
</REQ-IF-CONTENT></CORE-CONTENT></REQ-IF>`;
}

function archive(name: string, files: Record<string, string>): File {
  const entries = Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)]));
  return new File([zipSync(entries)], name);
}

const specTabTitles = () =>
  useTabSetStore
    .getState()
    .tabs.filter((tab) => tab.type === 'spec')
    .map((tab) => tab.title);

function choose(file: File): void {
  if (!chooser) throw new Error('no file chooser opened');
  Object.defineProperty(chooser, 'files', { value: [file] });
  chooser.dispatchEvent(new Event('change'));
}

describe('File → Import', () => {
  it('opens the file chooser for the kind of file and reads the chosen one', async () => {
    expect(runAction('file.importReqif', { source: 'menu' })).toBe(true);
    expect(chooser?.type).toBe('file');
    expect(chooser?.accept).toBe('.reqif,.reqifz,.xml');
    choose(new File(['hello'], 'notes.txt'));
    await vi.waitFor(() => expect(useDialogStore.getState().open?.kind).toBe('info'));
    expect(useDialogStore.getState().open?.props).toMatchObject({ title: 'Cannot Import File' });
  });

  it('opens one tab for each specification of a .reqifz archive', async () => {
    const before = specTabTitles();
    runAction('file.importReqif', { source: 'menu' });
    choose(
      archive('export.reqifz', {
        'brakes.reqif': reqif('Brakes', 'The car shall stop.'),
        'lights/lights.reqif': reqif('Lights', 'The lights shall shine.'),
      }),
    );
    await vi.waitFor(() => expect(specTabTitles()).toEqual([...before, 'Brakes', 'Lights']));
  });

  it('says so when a .reqifz archive holds no .reqif file', async () => {
    runAction('file.importReqif', { source: 'menu' });
    choose(archive('pictures.reqifz', { 'a.png': 'not a picture' }));
    await vi.waitFor(() => expect(useDialogStore.getState().open?.kind).toBe('info'));
    expect(useDialogStore.getState().open?.props).toMatchObject({
      title: 'Cannot Import File',
      message: EXCHANGE_MESSAGES.noReqifInArchive,
    });
  });

  it('opens a Word document in a tab of its own, and a document that is mainly a table in the mapping step', async () => {
    const before = specTabTitles();
    runAction('file.importWord', { source: 'menu' });
    expect(chooser?.accept).toContain('.docx');
    const body = wordParagraph('Scope', wordStyle('Heading1')) + wordParagraph('The pump shall run.');
    choose(new File([wordDocument(body)], 'Pump.docx'));
    await vi.waitFor(() => expect(specTabTitles()).toEqual([...before, 'Pump']));

    runAction('file.importWord', { source: 'menu' });
    const rows = [['Id', 'Text'], ...['1', '2', '3'].map((id) => [id, `Rule ${id}`])];
    choose(new File([wordDocument(wordParagraph('Title') + wordTable(rows))], 'Rules.docx'));
    await vi.waitFor(() => expect(useDialogStore.getState().open?.kind).toBe('importMapping'));
    expect(useDialogStore.getState().open?.props).toMatchObject({
      title: 'Rules',
      warnings: [EXCHANGE_MESSAGES.docxLeftOut(1)],
    });
  });

  it('offers Excel and CSV files for a table', () => {
    runAction('file.importTable', { source: 'menu' });
    expect(chooser?.accept).toContain('.xlsx,.csv');
  });
});
