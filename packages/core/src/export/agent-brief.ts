import { fileNameForTitle } from '../files/file-rules.js';
import type { RequirementFile } from '../spec/model.js';
import { countOf } from '../text/count.js';
import { isRequirementRow, rowKind } from '../views/document.js';
import { cellBand } from '../views/score-bands.js';
import { toJson } from './json.js';
import { markdownLayout, toMarkdown } from './markdown.js';
import { requirementIdOf } from './markdown-links.js';

export const REQUIREMENTS_FILE = 'requirements.md';
export const AGENT_BRIEF_FILE = 'AGENTS.md';
/** Low-scored requirements the brief names one by one; beyond that it gives their number. */
const MAX_LISTED_IDS = 20;

/** One file of a hand-off: its name and its text. */
export interface HandoffFile {
  path: string;
  content: string;
}

const code = (text: string) => `\`${text.replaceAll('`', "'")}\``;

function listed(ids: readonly string[]): string {
  const shown = ids.slice(0, MAX_LISTED_IDS).map(code).join(', ');
  return ids.length > MAX_LISTED_IDS ? `${shown} and ${ids.length - MAX_LISTED_IDS} more` : shown;
}

const hasScores = (file: RequirementFile) => file.columns.some((column) => column.field === 'score');

function scoreLine(file: RequirementFile, requirements: RequirementFile['data']): string {
  if (!hasScores(file))
    return '- Not scored yet: run Analyze → Score Analysis in Specwright to find the weak requirements first.';
  const bands = requirements.map((row) => cellBand(row.score));
  const count = (band: string) => bands.filter((each) => each === band).length;
  return `- Scores (0–100, from Specwright's quality analysis): ${count('high')} high (80+), ${count('medium')} medium (50–79), ${count('low')} low (under 50), ${count('unscored')} not scored.`;
}

/** The links between rows, when the spec has links: how many, of which types, and where they are written. */
function linkLines(file: RequirementFile): string[] {
  const links = file.links ?? [];
  if (links.length === 0) return [];
  const types = [...new Set(links.map((link) => link.type))].map(code).join(', ');
  return [
    `- ${countOf(links.length, 'link')} between rows (${types}): in ${code(REQUIREMENTS_FILE)} a row's \`Links:\` item names the rows it links to (e.g. \`verifies REQ-1\`) and its \`Linked from:\` item the rows that link to it. When you change a requirement, check the rows linked to it; a test for a requirement another row \`verifies\` should agree with that row.`,
  ];
}

/** What a coding agent needs to know about the hand-off: the files, how ids are referenced, the quality bar. */
export function agentBrief(file: RequirementFile, specFileName: string): string {
  const layout = markdownLayout(file);
  const requirements = file.data.filter(isRequirementRow);
  const ids = requirements.map((row) => requirementIdOf(row, layout.idField));
  const chapters = file.data.filter((row) => rowKind(row) === 'chapter').length;
  const example = ids[0] ?? 'REQ-1';
  const low = hasScores(file)
    ? requirements
        .filter((row) => cellBand(row.score) === 'low')
        .map((row) => requirementIdOf(row, layout.idField))
    : [];
  const range = ids.length > 1 ? `, from ${code(example)} to ${code(ids.at(-1) ?? example)}` : '';
  return [
    '# AGENTS.md',
    '',
    `A brief for the coding agent implementing the specification "${file.title}", handed off from Specwright.`,
    '',
    '## Files',
    '',
    `- ${code(REQUIREMENTS_FILE)}: the requirements to implement, in the spec's order. Chapters are \`##\` headings; each requirement is a \`###\` heading of its id, then its text, then its other columns (priority, score, …) and its links as a list. Quoted notes (\`> **Context:**\`, \`> **Comment:**\`) explain; they are not requirements.`,
    `- ${code(specFileName)}: the same spec in Specwright's JSON format (\`columns\` and \`rows\`). It is the source of truth: requirements are changed there (or in Specwright), never only in ${code(REQUIREMENTS_FILE)}.`,
    `- ${code(AGENT_BRIEF_FILE)}: this brief.`,
    '',
    '## The spec at a glance',
    '',
    `- ${countOf(requirements.length, 'requirement')} in ${countOf(chapters, 'chapter')}${range}.`,
    scoreLine(file, requirements),
    ...linkLines(file),
    '',
    '## Referencing requirement ids',
    '',
    `- Write ids exactly as ${code(REQUIREMENTS_FILE)} does (e.g. ${code(example)}); never renumber or reuse one.`,
    `- In code: a comment at the code that implements a requirement names it, e.g. ${code(`// Implements ${example}`)}.`,
    `- In tests: the test's title names the id it verifies, e.g. ${code(`it('${example}: …')`)}, so every requirement traces to its tests.`,
    `- In commits and pull requests: name the ids the change serves, e.g. ${code(`feat: … (${example})`)}.`,
    '',
    '## Quality bar',
    '',
    '- Implement every requirement, and verify each one with at least one automated test that names its id.',
    '- Do not guess: when a requirement is ambiguous, contradicts another or lacks a value, ask, naming its id.',
    ...(low.length > 0
      ? [`- Low-scored requirements are the likeliest to need that question first: ${listed(low)}.`]
      : []),
    '- Add no behaviour that no requirement asks for without saying so in the pull request.',
    '- Keep the build, the linters and the tests green; a requirement is done when its tests pass.',
    '',
  ].join('\n');
}

/** File → Export for Coding Agent: `requirements.md`, the `AGENTS.md` brief and the spec as JSON. */
export function agentHandoffFiles(file: RequirementFile): HandoffFile[] {
  const specFileName = fileNameForTitle(file.title, 'json');
  return [
    { path: REQUIREMENTS_FILE, content: toMarkdown(file) },
    { path: AGENT_BRIEF_FILE, content: agentBrief(file, specFileName) },
    { path: specFileName, content: toJson(file) },
  ];
}
