import type { SpecDiffAnswer } from '@specwright/core';

type Change = SpecDiffAnswer['changes'][number];

const score = (value: number | null) => (value === null ? '—' : String(Math.round(value)));

function Words({ parts }: { parts: { kind: 'same' | 'added' | 'removed'; text: string }[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.kind === 'added' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one cell never move.
          <ins key={index}>{part.text}</ins>
        ) : part.kind === 'removed' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one cell never move.
          <del key={index}>{part.text}</del>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one cell never move.
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

function ChangeItem({ change }: { change: Change }) {
  if (change.kind !== 'changed') {
    return (
      <li className={`history-change history-change--${change.kind}`}>
        <span className="history-change__kind">{change.kind === 'added' ? 'Added' : 'Removed'}</span>
        <span className="history-change__id">{change.id}</span>
        <span className="history-change__text">{change.text}</span>
      </li>
    );
  }
  return (
    <li className="history-change history-change--changed">
      <span className="history-change__kind">Changed</span>
      <span className="history-change__id">{change.id}</span>
      <dl className="history-change__cells">
        {change.cells.map((cell) => (
          <div key={cell.field}>
            <dt>{cell.field}</dt>
            <dd>
              <Words parts={cell.parts} />
            </dd>
          </div>
        ))}
        {change.scoreBefore !== change.scoreAfter ? (
          <div>
            <dt>score</dt>
            <dd>
              {score(change.scoreBefore)} → {score(change.scoreAfter)}
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

/** A requirement-level diff: the counts, then each row added, removed or changed (cells word by word). */
export function DiffView({ diff }: { diff: SpecDiffAnswer }) {
  const { added, removed, changed } = diff.counts;
  return (
    <>
      <p className="history__counts" role="status">
        {added} added, {changed} changed, {removed} removed
      </p>
      <ul className="history__changes">
        {diff.changes.map((change) => (
          <ChangeItem key={`${change.kind}-${change.id}`} change={change} />
        ))}
      </ul>
    </>
  );
}
