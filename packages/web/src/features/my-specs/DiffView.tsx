import type { SpecDiffAnswer } from '@specwright/core';

type Change = SpecDiffAnswer['changes'][number];
type LinkChange = SpecDiffAnswer['links'][number];

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

function LinkChanges({ links }: { links: readonly LinkChange[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-label="Links changed">
      <h3 className="history__links-title">Links</h3>
      <ul className="history__changes">
        {links.map((link) => (
          <li
            key={`${link.kind}-${link.from}-${link.to}-${link.type}`}
            className={`history-change history-change--${link.kind}`}
          >
            <span className="history-change__kind">
              {link.kind === 'added' ? 'Link added' : 'Link removed'}
            </span>
            <span className="history-change__id">{link.fromLabel}</span>
            <span className="history-change__text">
              {link.type} <span className="history-change__id">{link.toLabel}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function linkCounts(links: readonly LinkChange[]): string {
  if (links.length === 0) return '';
  const added = links.filter((link) => link.kind === 'added').length;
  return `; links: ${added} added, ${links.length - added} removed`;
}

/**
 * A requirement-level diff: the counts, then each row added, removed or changed (cells word by word), then
 * each link added or removed ("REQ-3 verifies REQ-1").
 */
export function DiffView({ diff }: { diff: SpecDiffAnswer }) {
  const { added, removed, changed } = diff.counts;
  return (
    <>
      <p className="history__counts" role="status">
        {added} added, {changed} changed, {removed} removed{linkCounts(diff.links)}
      </p>
      <ul className="history__changes">
        {diff.changes.map((change) => (
          <ChangeItem key={`${change.kind}-${change.id}`} change={change} />
        ))}
      </ul>
      <LinkChanges links={diff.links} />
    </>
  );
}
