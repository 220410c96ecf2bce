/**
 * Cells copied from a spreadsheet (Excel, LibreOffice, Google Sheets): rows end with a newline (CRLF or
 * LF), cells are separated by tabs, and a cell holding a tab, a newline or a quote is quoted ("…", with
 * "" for a quote). The last line's trailing newline is not an extra empty row.
 */
export function parseTsv(text: string): string[][] {
  return parseDelimited(text, '\t');
}

/** `parseTsv` with another cell separator: ',' or ';' for CSV files. */
export function parseDelimited(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let atCellStart = true;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
      continue;
    }
    if (char === '"' && atCellStart) {
      quoted = true;
      atCellStart = false;
    } else if (char === separator) {
      row.push(cell);
      cell = '';
      atCellStart = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      atCellStart = true;
    } else {
      cell += char;
      atCellStart = false;
    }
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
