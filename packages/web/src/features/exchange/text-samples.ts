import type { RequirementFile } from '@specwright/core';
import type { TextChoice } from '@specwright/core/exchange';

const SAMPLE_ROWS = 50;
const SAMPLE_LENGTH = 120;

/** The header a ReqIF attribute's column has: `ReqIF.` names lose their prefix. */
function headerOf(name: string): string {
  return name.startsWith('ReqIF.') ? name.slice(6) : name;
}

/**
 * The first value of each attribute that could hold the requirement text, from the spec read with the
 * guess: the guess is its text column (`description`), each other attribute a column of its header.
 */
export function textSamples(file: RequirementFile, choice: TextChoice): Map<string, string> {
  const samples = new Map<string, string>();
  for (const name of choice.names) {
    const field =
      name === choice.chosen
        ? 'description'
        : file.columns.find((column) => column.headerName === headerOf(name))?.field;
    if (!field) continue;
    const value = file.data
      .slice(0, SAMPLE_ROWS)
      .map((row) => row[field])
      .find((cell) => cell !== undefined && cell !== null && String(cell).trim() !== '');
    if (value !== undefined) {
      const text = String(value).replace(/\s+/g, ' ').trim();
      samples.set(name, text.length > SAMPLE_LENGTH ? `${text.slice(0, SAMPLE_LENGTH - 1)}…` : text);
    }
  }
  return samples;
}
