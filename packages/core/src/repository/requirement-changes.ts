import { type RowChange, type SpecSide, specDiff } from '../diff/spec-diff.js';

/** One requirement that differs between the spec in the repository and the spec being committed. */
export type RequirementChange =
  | Exclude<RowChange, { kind: 'changed' }>
  | Omit<Extract<RowChange, { kind: 'changed' }>, 'cells'>;

/**
 * The requirements added, removed and changed (by row id, requirement text) from `before` to `after`: the
 * spec diff of the version history, limited to requirement rows and their text.
 * `before` is null for a spec that is new in the repository: every requirement is then added.
 */
export function requirementChanges(before: SpecSide | null, after: SpecSide): RequirementChange[] {
  return specDiff(before, after, { requirementTextOnly: true }).map((change) => {
    if (change.kind !== 'changed') return change;
    const { cells: _cells, ...rest } = change;
    return rest;
  });
}

/** Text for one Markdown table cell: one line, pipes escaped. */
function cell(text: string): string {
  const line = text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|').trim();
  return line === '' ? '—' : line;
}

const scoreCell = (score: number | null) => (score === null ? '—' : String(Math.round(score)));

/** The Markdown a pull request's body holds for one spec file: its requirement changes as a table. */
export function requirementChangesMarkdown(path: string, changes: readonly RequirementChange[]): string {
  const heading = `### ${cell(path)}`;
  if (changes.length === 0) return `${heading}\n\nNo requirement text changed.`;
  const counts = (['added', 'changed', 'removed'] as const)
    .map((kind) => [kind, changes.filter((change) => change.kind === kind).length] as const)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ');
  const hasScores = changes.some((change) =>
    change.kind === 'changed'
      ? change.scoreBefore !== null || change.scoreAfter !== null
      : change.score !== null,
  );
  const lines = changes.map((change) => {
    const [text, score] =
      change.kind === 'changed'
        ? [
            `${cell(change.before)} → ${cell(change.after)}`,
            `${scoreCell(change.scoreBefore)} → ${scoreCell(change.scoreAfter)}`,
          ]
        : change.kind === 'added'
          ? [cell(change.text), `— → ${scoreCell(change.score)}`]
          : [`~~${cell(change.text)}~~`, `${scoreCell(change.score)} → —`];
    const kind = change.kind[0]?.toUpperCase() + change.kind.slice(1);
    return hasScores
      ? `| ${cell(change.id)} | ${kind} | ${text} | ${score} |`
      : `| ${cell(change.id)} | ${kind} | ${text} |`;
  });
  const header = hasScores
    ? '| Requirement | Change | Text (before → after) | Score |\n| --- | --- | --- | --- |'
    : '| Requirement | Change | Text (before → after) |\n| --- | --- | --- |';
  return `${heading}\n\n${counts}.\n\n${header}\n${lines.join('\n')}`;
}

/** A pull request's body: what it is, then each spec's requirement changes. */
export function pullRequestBody(
  specs: readonly { path: string; changes: readonly RequirementChange[] }[],
): string {
  const sections = specs.map(({ path, changes }) => requirementChangesMarkdown(path, changes));
  return ['Requirement changes made in Specwright.', ...sections].join('\n\n');
}
