import { runAction } from '../../actions/app-actions';
import type { TraceProposal } from './trace-proposals';

const SHOWN = 50;

function ProposalItem({ proposal, viewFileId }: { proposal: TraceProposal; viewFileId: string }) {
  const question = `Link ${proposal.requirementLabel} ← ${proposal.testLabel} (verifies)?`;
  return (
    <li className="trace-proposal">
      <div className="trace-proposal__body">
        <span className="trace-proposal__question">{question}</span>
        <span className="trace-proposal__texts">
          {proposal.requirementText} ← {proposal.testText}
        </span>
        {proposal.blocked ? <span className="trace-proposal__note">{proposal.blocked}</span> : null}
      </div>
      <span className="trace-proposal__similarity" title="Similarity of the two texts">
        {Math.round(proposal.similarity * 100)}%
      </span>
      <span className="trace-proposal__actions">
        {proposal.blocked ? null : (
          <button
            type="button"
            className="button small primary"
            aria-label={`Accept: ${question}`}
            onClick={() =>
              runAction(
                'trace.acceptProposal',
                { source: 'button' },
                { fileId: proposal.fileId, link: proposal.link },
              )
            }
          >
            Accept
          </button>
        )}
        <button
          type="button"
          className="button small"
          aria-label={`Dismiss: ${question}`}
          onClick={() =>
            runAction(
              'trace.dismissProposals',
              { source: 'button' },
              { fileId: viewFileId, keys: [proposal.key] },
            )
          }
        >
          Dismiss
        </button>
      </span>
    </li>
  );
}

/** The suggested links (texts alike, no link yet): each accepted into a link or dismissed; Accept All. */
export function TraceProposals({
  fileId,
  proposals,
  readOnly,
}: {
  fileId: string;
  proposals: readonly TraceProposal[];
  readOnly: boolean;
}) {
  const acceptable = proposals.filter((proposal) => !proposal.blocked);
  return (
    <section className="trace-card trace-proposals" aria-labelledby="trace-proposals-title">
      <header className="trace-card__header">
        <h3 id="trace-proposals-title" className="trace-card__title">
          Suggested links <span className="trace-count">{proposals.length.toLocaleString('en')}</span>
        </h3>
        {!readOnly && acceptable.length > 0 ? (
          <button
            type="button"
            className="button small"
            onClick={() =>
              runAction('trace.acceptAllProposals', { source: 'button' }, { proposals: acceptable })
            }
          >
            Accept All
          </button>
        ) : null}
      </header>
      {proposals.length === 0 ? (
        <p className="trace-muted">
          No suggestions: no test reads like a requirement it does not verify yet.
        </p>
      ) : (
        <ul className="trace-proposal-list" aria-label="Suggested links">
          {proposals.slice(0, SHOWN).map((proposal) => (
            <ProposalItem
              key={proposal.key}
              proposal={
                readOnly
                  ? { ...proposal, blocked: proposal.blocked ?? 'You may only read this spec.' }
                  : proposal
              }
              viewFileId={fileId}
            />
          ))}
          {proposals.length > SHOWN ? (
            <li className="trace-muted">
              and {(proposals.length - SHOWN).toLocaleString('en')} more (accept or dismiss these first)
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}
