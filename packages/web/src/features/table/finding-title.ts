/**
 * A finding's score description reads "<title> (<score>): <matched words> — <explanation>", e.g.
 * "Loophole (escape or open-ended clause) (10): 'if possible' — …". Other descriptions name no finding.
 */
const FINDING = /^(.+?) \(\d{1,3}\): .* — /s;

/** The title of the finding a score description names, or null (e.g. "No issues found …"). */
export function findingTitleOf(description: string): string | null {
  return FINDING.exec(description)?.[1] ?? null;
}
