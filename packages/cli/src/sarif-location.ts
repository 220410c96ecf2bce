import type { Finding } from '@specwright/quality';

interface Located {
  id: string;
  text: string;
}

function lineAndColumn(source: string, index: number): { startLine: number; startColumn: number } {
  let line = 1;
  let lineStart = 0;
  for (
    let position = source.indexOf('\n');
    position !== -1 && position < index;
    position = source.indexOf('\n', position + 1)
  ) {
    line++;
    lineStart = position + 1;
  }
  return { startLine: line, startColumn: index - lineStart + 1 };
}

/**
 * Where a finding sits in the spec's JSON text: the row's text literal after its id, offset by the escaped length
 * of the words before the finding. Falls back to the row's id, then to the file's first line.
 */
export function sarifLocation(path: string, source: string, row: Located, finding: Finding) {
  const idPattern = new RegExp(
    `"id"\\s*:\\s*${JSON.stringify(row.id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
  );
  const idMatch = idPattern.exec(source);
  const rowStart = idMatch?.index ?? -1;
  const literal = JSON.stringify(row.text);
  const before = source.lastIndexOf('{', rowStart);
  const textAt = row.text && rowStart >= 0 ? source.indexOf(literal, Math.max(before, 0)) : -1;
  let region: { startLine: number; startColumn: number };
  if (textAt >= 0) {
    const offset = textAt + JSON.stringify(row.text.slice(0, finding.start)).length - 1;
    region = lineAndColumn(source, offset);
  } else if (rowStart >= 0) {
    region = lineAndColumn(source, rowStart);
  } else {
    region = { startLine: 1, startColumn: 1 };
  }
  return {
    physicalLocation: { artifactLocation: { uri: path }, region },
    logicalLocations: [{ name: row.id, kind: 'object' }],
  };
}
