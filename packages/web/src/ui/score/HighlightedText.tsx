import type { TextPart } from './highlight';
import './score.css';

/** Text with its matched words in <mark>: plain React text nodes, never HTML from the data. */
export function HighlightedText({ parts }: { parts: readonly TextPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <mark key={index} className="matched-words">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
