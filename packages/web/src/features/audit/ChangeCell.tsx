import type { AuditEntry } from '@specwright/core';
import { useState } from 'react';
import { changeText, SHORT_VALUE_LENGTH, shortened } from './audit-text';

/** An entry's "before → after", shortened when long: the whole in its tooltip and behind "Show all". */
export function ChangeCell({ entry }: { entry: AuditEntry }) {
  const [expanded, setExpanded] = useState(false);
  const text = changeText(entry);
  if (text.length <= SHORT_VALUE_LENGTH) return <span className="audit__change">{text}</span>;
  return (
    <span className="audit__change">
      <span title={text}>{expanded ? text : shortened(text)}</span>{' '}
      <button
        type="button"
        className="audit__expand"
        aria-expanded={expanded}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? 'Show less' : 'Show all'}
      </button>
    </span>
  );
}
