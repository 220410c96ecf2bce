import { describe, expect, it } from 'vitest';
import { withoutDrawings } from './docx-drawings.js';
import { docxHtmlBlocks } from './docx-html.js';
import { docxHtmlToImport, isRequirementSentence } from './docx-rows.js';
import { EXCHANGE_MESSAGES } from './messages.js';

/** The rows of an import as [type, text] pairs; fails for a table or a refusal. */
function rowsOf(html: string): [unknown, unknown][] {
  const result = docxHtmlToImport(html);
  if (!result.ok || result.kind !== 'spec') throw new Error(`not rows: ${JSON.stringify(result)}`);
  return result.spec.rows.map((row) => [row.this_is_a, row.description]);
}

describe('docxHtmlToImport', () => {
  it('makes headings chapters, list items and shall/must sentences requirements, other paragraphs context', () => {
    const html = [
      '<h1>1 Introduction</h1>',
      '<p>This document describes the <strong>pump</strong> controller.</p>',
      '<h2>1.1 Functions</h2>',
      '<p>The controller shall stop the pump within 2 s.</p>',
      '<p>Operators MUST confirm a restart.</p>',
      '<ol><li>Log every start.<ol><li>Keep logs for 30 days.</li></ol></li><li>Show the pressure.</li></ol>',
      '<ul><li>Measure flow.</li></ul>',
    ].join('');
    expect(rowsOf(html)).toEqual([
      ['chapter', '1 Introduction'],
      ['context', 'This document describes the pump controller.'],
      ['chapter', '1.1 Functions'],
      ['requirement', 'The controller shall stop the pump within 2 s.'],
      ['requirement', 'Operators MUST confirm a restart.'],
      ['requirement', 'Log every start.'],
      ['requirement', 'Keep logs for 30 days.'],
      ['requirement', 'Show the pressure.'],
      ['requirement', 'Measure flow.'],
    ]);
  });

  it('gives a spec with a text column and a type column of the three kinds, and new ids', () => {
    const result = docxHtmlToImport('<h1>Scope</h1><p>The system shall log in.</p>');
    if (!result.ok || result.kind !== 'spec') throw new Error('not rows');
    expect(result.spec.columns.map((column) => [column.field, column.headerName, column.editorType])).toEqual(
      [
        ['description', 'Description', 'textarea'],
        ['this_is_a', 'Type', 'select'],
      ],
    );
    expect(result.spec.columns[1]?.valueOptions).toEqual(['chapter', 'requirement', 'context']);
    expect(new Set(result.spec.rows.map((row) => row.id)).size).toBe(2);
    expect(result.spec.rows.map((row) => row.rowOrder)).toEqual([1, 2]);
  });

  it('leaves out table of contents entries, images and paragraphs that show nothing; keeps line breaks and entities', () => {
    const html =
      '<p><a href="#_Toc1">1\tScope\t3</a></p><p> <a href="#_Toc2">2\tUse\t4</a></p><p><img src="" /></p><p> </p><p>\u00AD\u200B</p>' +
      '<p>Limits &amp; ranges:<br />a) 5 &lt; x</p>';
    expect(rowsOf(html)).toEqual([['context', 'Limits & ranges:\na) 5 < x']]);
  });

  it('keeps a prose document’s tables as rows: requirements when they state one, context otherwise', () => {
    const html =
      '<h1>Glossary</h1><p>The pump shall run.</p><p>The valve shall close.</p>' +
      '<table><tr><td><p><strong>Term</strong></p></td><td><p>Definition</p></td></tr>' +
      '<tr><td><p>Pump</p></td><td><p>Moves water.</p><p>Rated 5 kW.</p></td></tr>' +
      '<tr><td></td><td><p>Each pump must be earthed.</p></td></tr></table>';
    expect(rowsOf(html)).toEqual([
      ['chapter', 'Glossary'],
      ['requirement', 'The pump shall run.'],
      ['requirement', 'The valve shall close.'],
      ['context', 'Term | Definition'],
      ['context', 'Pump | Moves water.\nRated 5 kW.'],
      ['requirement', 'Each pump must be earthed.'],
    ]);
  });

  it('gives the main table to the mapping step when the document is mainly a table', () => {
    const header = '<tr><td><p>Requirement Number</p></td><td><p>Requirement Text</p></td></tr>';
    const row = (id: string, text: string) => `<tr><td><p>${id}</p></td><td><p>${text}</p></td></tr>`;
    const html =
      '<p>HK Requirements to Design Traceability</p><p>Version 2.5.0</p>' +
      `<table>${header}${row('HK1000', 'HK shall count.')}${row('HK1001', 'HK shall reset.')}</table>` +
      '<h1>Next page</h1>' +
      `<table>${header}${row('HK2000', 'HK shall collect.')}<tr><td></td><td></td></tr></table>` +
      '<table><tr><td>Other</td><td>table</td></tr><tr><td>a</td><td>b</td></tr></table>';
    expect(docxHtmlToImport(html)).toEqual({
      ok: true,
      kind: 'table',
      table: {
        headers: ['Requirement Number', 'Requirement Text'],
        rows: [
          ['HK1000', 'HK shall count.'],
          ['HK1001', 'HK shall reset.'],
          ['HK2000', 'HK shall collect.'],
        ],
      },
      leftOut: 3,
    });
  });

  it('keeps the prose when its requirements outnumber the table’s rows', () => {
    const html =
      '<p>A shall b.</p><p>C shall d.</p><p>E shall f.</p>' +
      '<table><tr><td>Id</td><td>Text</td></tr><tr><td>1</td><td>x</td></tr><tr><td>2</td><td>y</td></tr></table>';
    expect(docxHtmlToImport(html)).toMatchObject({ ok: true, kind: 'spec' });
  });

  it('says so when a document has no text', () => {
    expect(docxHtmlToImport('<p></p><p><img src="" /></p>')).toEqual({
      ok: false,
      message: EXCHANGE_MESSAGES.emptyDocx,
    });
  });
});

describe('docxHtmlBlocks', () => {
  it('reads a list item’s own text, its table and sub-list as blocks of their own', () => {
    expect(docxHtmlBlocks('<ol><li>Item<ol><li>Sub</li></ol></li></ol>')).toEqual([
      { kind: 'listItem', text: 'Item' },
      { kind: 'listItem', text: 'Sub' },
    ]);
  });
});

describe('isRequirementSentence', () => {
  it('finds shall and must as words only', () => {
    expect(isRequirementSentence('The unit shall not overheat.')).toBe(true);
    expect(isRequirementSentence('Users must sign in.')).toBe(true);
    expect(isRequirementSentence('The marshall mustard is yellow.')).toBe(false);
    expect(isRequirementSentence('The unit should log.')).toBe(false);
  });
});

describe('withoutDrawings', () => {
  it('removes drawings, pictures and objects with what they hold, and keeps the text around them', () => {
    const run = (inner: string) => `<w:r>${inner}</w:r>`;
    const xml =
      `<w:p>${run('<w:t>Before</w:t>')}` +
      run(
        '<mc:AlternateContent><mc:Choice><w:drawing><w:t>label</w:t></w:drawing></mc:Choice></mc:AlternateContent>',
      ) +
      run(
        '<w:pict><v:textbox><w:txbxContent><w:p><w:r><w:t>box</w:t></w:r></w:p></w:txbxContent></v:textbox></w:pict>',
      ) +
      run('<w:drawing><wp:inline/></w:drawing><w:object><v:shape/></w:object>') +
      `${run('<w:t>after</w:t>')}</w:p>`;
    expect(withoutDrawings(xml)).toBe(
      `<w:p>${run('<w:t>Before</w:t>')}${run('')}${run('')}${run('')}${run('<w:t>after</w:t>')}</w:p>`,
    );
  });
});
