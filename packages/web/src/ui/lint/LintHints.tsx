import type { Finding } from '@specwright/quality';
import { useId } from 'react';
import { highlightRanges } from '../score/highlight';
import '../score/score.css';
import './lint-hints.css';

/** At most this many findings are listed under the text; the underlines show all of them. */
const LISTED = 3;

function findingAt(findings: readonly Finding[], start: number): Finding | undefined {
  return findings.find((finding) => finding.start === start);
}

/**
 * The live-lint strip under a field being edited: the text with each finding's words underlined (hover
 * shows the explanation and the suggested fix), then one line per finding. Plain text only, never HTML.
 */
export function LintHints({
  text,
  findings,
  className = '',
}: {
  text: string;
  findings: readonly Finding[];
  className?: string;
}) {
  const baseId = useId();
  if (findings.length === 0) return null;
  const sorted = [...findings].sort((a, b) => a.start - b.start || a.score - b.score);
  let offset = 0;
  const parts = highlightRanges(text, sorted).map((part) => {
    const start = offset;
    offset += part.text.length;
    if (!part.marked) return <span key={start}>{part.text}</span>;
    const finding = findingAt(sorted, start);
    const tooltipId = `${baseId}-tip-${start}`;
    return (
      <span
        key={tooltipId}
        className={`lint-mark lint-mark--${finding?.layer ?? 'static'}`}
        aria-describedby={tooltipId}
      >
        {part.text}
        <span role="tooltip" id={tooltipId} className="lint-tooltip">
          <strong>{finding?.explanation}</strong> {finding?.suggestion}
        </span>
      </span>
    );
  });
  return (
    <div
      className={`lint-hints ${className}`}
      role="note"
      aria-label="Live quality check"
      data-testid="live-lint"
      // Clicking the hints must not take the focus from the editor they describe.
      onMouseDown={(event) => event.preventDefault()}
    >
      <p className="lint-hints__text">{parts}</p>
      <ul className="lint-hints__list" aria-label="Quality findings">
        {sorted.slice(0, LISTED).map((finding) => (
          <li key={`${finding.category}-${finding.start}`}>
            <span className="lint-hints__score">{finding.score}</span> ‘{finding.words.join(' … ')}’ —{' '}
            {finding.explanation} <span className="lint-hints__fix">{finding.suggestion}</span>
          </li>
        ))}
        {sorted.length > LISTED ? <li className="lint-hints__more">+{sorted.length - LISTED} more</li> : null}
      </ul>
    </div>
  );
}
