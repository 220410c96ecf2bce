// @vitest-environment node
import { EXCHANGE_MESSAGES } from '@specwright/core/exchange';
import {
  wordParagraph as paragraph,
  wordStyle as styled,
  wordDocument,
  wordListItem,
  zipBomb,
} from '@specwright/core/test-fixtures';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readDocx } from './docx-read';

const docx = (body: string) => wordDocument(body).buffer as ArrayBuffer;

describe('readDocx', () => {
  it('numbers headings as Word shows them, unless their text is numbered already', async () => {
    const body = [
      paragraph('Introduction', styled('Heading1')),
      paragraph('Purpose', styled('Heading2')),
      paragraph('Scope', styled('Heading2')),
      paragraph('Requirements', styled('Heading1')),
      paragraph('The pump shall stop within 2 s.'),
      paragraph('Log every start.', wordListItem()),
      paragraph('2.1 Typed by hand', styled('Heading2')),
    ].join('');
    const result = await readDocx(docx(body));
    if (!result.ok || result.kind !== 'spec') throw new Error(JSON.stringify(result));
    expect(result.spec.rows.map((row) => [row.this_is_a, row.description])).toEqual([
      ['chapter', '1 Introduction'],
      ['chapter', '1.1 Purpose'],
      ['chapter', '1.2 Scope'],
      ['chapter', '2 Requirements'],
      ['requirement', 'The pump shall stop within 2 s.'],
      ['requirement', 'Log every start.'],
      ['chapter', '2.1 Typed by hand'],
    ]);
  });

  it('says so for a file that is not a Word document', async () => {
    const notDocx = { ok: false, message: EXCHANGE_MESSAGES.notDocx };
    expect(await readDocx(strToU8('PK\u0003\u0004 not a zip').buffer as ArrayBuffer)).toEqual(notDocx);
    expect(await readDocx(zipSync({ 'readme.txt': strToU8('hi') }).buffer as ArrayBuffer)).toEqual(notDocx);
  });

  it('refuses a document that unpacks to too much before mammoth unzips it, also when its headers understate it', async () => {
    const bomb = (mebibytes: number, declaredSize?: number) =>
      readDocx(zipBomb('word/document.xml', mebibytes, { declaredSize }).buffer as ArrayBuffer);
    expect(await bomb(1024)).toEqual({
      ok: false,
      message: 'This file unpacks to more than 256 MB; it cannot be opened.',
    });
    expect(await bomb(4)).toEqual({
      ok: false,
      message: 'This file is compressed more than 200 times; it cannot be opened.',
    });
    expect(await bomb(64, 1000)).toEqual({ ok: false, message: EXCHANGE_MESSAGES.unpacksMoreThanDeclared });
  });
});
