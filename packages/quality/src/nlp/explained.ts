/** A stretch of the text that a static finding already explains ('if possible', 'and/or'). */
export interface ExplainedSpan {
  start: number;
  end: number;
}

/**
 * True when [start, end) lies inside an explained span. Structural NLP findings (EARS condition, compound
 * conjunction) skip such words: the 'if' of 'if possible' is a loophole, not a condition to move to the front.
 */
export function isExplained(explained: readonly ExplainedSpan[], start: number, end: number): boolean {
  return explained.some((span) => span.start <= start && end <= span.end);
}

/** `text` without the explained spans that start at or after `from`, with the spaces and commas left around them tidied. */
export function withoutExplained(text: string, explained: readonly ExplainedSpan[], from: number): string {
  const cuts = explained
    .filter((span) => span.start >= from && span.end <= text.length)
    .sort((a, b) => b.start - a.start);
  let result = text;
  for (const span of cuts) {
    result = `${result.slice(0, span.start).replace(/[\s,]+$/, '')}${result.slice(span.end).replace(/^,/, '')}`;
  }
  return result;
}
