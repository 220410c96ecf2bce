import { strToU8, zipSync } from 'fflate';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A Word paragraph: its properties (`wordStyle`, `wordListItem`) and one run of text. */
export const wordParagraph = (text: string, properties = '') =>
  `<w:p><w:pPr>${properties}</w:pPr><w:r><w:rPr><w:rFonts w:ascii="Calibri"/><w:sz w:val="22"/></w:rPr>` +
  `<w:t xml:space="preserve">${escaped(text)}</w:t></w:r></w:p>`;
export const wordStyle = (style: string) => `<w:pStyle w:val="${style}"/>`;
/** An item of the bulleted list (numId 2). */
export const wordListItem = () => '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="2"/></w:numPr>';
export const wordTable = (rows: readonly (readonly string[])[]) =>
  `<w:tbl>${rows.map((cells) => `<w:tr>${cells.map((cell) => `<w:tc>${wordParagraph(cell)}</w:tc>`).join('')}</w:tr>`).join('')}</w:tbl>`;

const headingStyle = (level: number) =>
  `<w:style w:type="paragraph" w:styleId="Heading${level}"><w:name w:val="heading ${level}"/>` +
  `<w:pPr><w:numPr><w:ilvl w:val="${level - 1}"/><w:numId w:val="1"/></w:numPr></w:pPr></w:style>`;
const level = (index: number, format: string, style = '') =>
  `<w:lvl w:ilvl="${index}"><w:start w:val="1"/><w:numFmt w:val="${format}"/>${style}</w:lvl>`;

/**
 * A .docx file of `body` (WordprocessingML paragraphs and tables) as Word writes one: styles Heading1 and
 * Heading2 numbered through an outline list (numId 1), a bulleted list (numId 2).
 */
export function wordDocument(body: string) {
  return zipSync({
    'word/document.xml': strToU8(`<w:document ${W}><w:body>${body}</w:body></w:document>`),
    'word/styles.xml': strToU8(`<w:styles ${W}>${headingStyle(1)}${headingStyle(2)}</w:styles>`),
    'word/numbering.xml': strToU8(
      `<w:numbering ${W}>` +
        `<w:abstractNum w:abstractNumId="0">${level(0, 'decimal', wordStyle('Heading1'))}${level(1, 'decimal', wordStyle('Heading2'))}</w:abstractNum>` +
        `<w:abstractNum w:abstractNumId="1">${level(0, 'bullet')}</w:abstractNum>` +
        '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>' +
        '<w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num></w:numbering>',
    ),
  });
}
