import { findMentions } from '@specwright/core';
import type { ReactNode } from 'react';

/** A comment's text with each `@Name` of a member marked; drawn as text, never as HTML. */
export function MentionText({ text, names }: { text: string; names: readonly string[] }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const span of findMentions(text, names)) {
    if (span.start > from) parts.push(text.slice(from, span.start));
    parts.push(
      <mark key={span.start} className="comments__mention">
        {text.slice(span.start, span.end)}
      </mark>,
    );
    from = span.end;
  }
  if (from < text.length) parts.push(text.slice(from));
  return <>{parts}</>;
}
