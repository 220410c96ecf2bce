import type { Finding } from './types.js';

/** What replaces a static match in the proposed rewrite; '' removes it. */
const replacements: Record<string, string> = {
  toxic: '',
  loophole: '',
  comparative: '<measurable bound>',
  ambiguous: '<value>',
  subjective: '<observable criterion>',
  superlative: '<required value>',
};

/**
 * The text with each static match removed (toxic words, loopholes) or replaced by a placeholder the author
 * fills in. Negative statements are left for the author to rephrase. Returns undefined when nothing changes.
 */
export function rewriteStaticFindings(text: string, findings: readonly Finding[]): string | undefined {
  const replaceable = findings
    .filter((finding) => finding.layer === 'static' && finding.category in replacements)
    .sort((a, b) => b.start - a.start);
  if (replaceable.length === 0) return undefined;
  let rewritten = text;
  let lastStart = Number.POSITIVE_INFINITY;
  for (const finding of replaceable) {
    if (finding.end > lastStart) continue;
    rewritten =
      rewritten.slice(0, finding.start) +
      (replacements[finding.category] ?? '') +
      rewritten.slice(finding.end);
    lastStart = finding.start;
  }
  return tidy(rewritten);
}

function tidy(text: string): string {
  return text
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/,\s*([,.;:])/g, '$1')
    .replace(/^[\s,]+/, '')
    .trim();
}
