import { useTraceReport } from '../../state/read-stores';
import { ActionButton } from '../../ui/ActionButton';
import { ItemList, LinkTable } from './TraceTables';
import '../../ui/page.css';
import './generate.css';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="trace__figure page__card">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** The trace matrix of Generate → Traceability: coverage, links, requirements without a link and orphans. */
export function TraceabilityPage() {
  const report = useTraceReport((state) => state.report);
  if (!report) {
    return (
      <article className="page" aria-labelledby="trace-title">
        <div className="page__body">
          <h1 id="trace-title">Traceability</h1>
          <p className="page__lead">
            No trace matrix yet. Open a spec and choose Generate → Traceability to build one.
          </p>
          <div className="trace__actions">
            <ActionButton actionId="generate.traceability" label="Generate Traceability…" variant="primary" />
          </div>
        </div>
      </article>
    );
  }
  const { matrix, leftSide, rightSide } = report;
  const linked = matrix.links.filter((link) => link.kind === 'linked').length;
  const suggested = matrix.links.length - linked;
  const rightText = new Map(report.right.map((item) => [item.id, item.text]));
  const leftText = new Map(report.left.map((item) => [item.id, item.text]));
  return (
    <article className="page" aria-labelledby="trace-title">
      <div className="page__body trace">
        <div className="trace__header">
          <div>
            <h1 id="trace-title">Traceability</h1>
            <p className="page__lead" data-testid="trace-sides">
              {leftSide.title} ({leftSide.field}) ← {rightSide.title} ({rightSide.field})
            </p>
          </div>
          <ActionButton actionId="generate.exportTraceCsv" />
        </div>
        <dl className="trace__figures">
          <Figure label="Coverage" value={`${Math.round(matrix.coverage)}%`} testId="trace-coverage" />
          <Figure label="Linked pairs" value={String(linked)} testId="trace-linked" />
          <Figure label="Suggestions" value={String(suggested)} testId="trace-suggested" />
          <Figure label="Without link" value={String(matrix.uncovered.length)} testId="trace-uncovered" />
          <Figure label="Orphans" value={String(matrix.orphans.length)} testId="trace-orphans" />
        </dl>
        <section className="page__section" aria-labelledby="trace-links">
          <h2 id="trace-links">Linked pairs</h2>
          <LinkTable report={report} />
        </section>
        <section className="page__section" aria-labelledby="trace-uncovered-title">
          <h2 id="trace-uncovered-title">Requirements without a link</h2>
          <ItemList
            label="Requirements without a link"
            items={matrix.uncovered.map((id) => ({ id, text: leftText.get(id) ?? '' }))}
            empty="Every requirement is linked."
          />
        </section>
        <section className="page__section" aria-labelledby="trace-orphans-title">
          <h2 id="trace-orphans-title">Orphans</h2>
          <ItemList
            label="Orphans"
            items={matrix.orphans.map((orphan) => ({
              id: orphan.rightId,
              text: rightText.get(orphan.rightId) ?? '',
              note:
                orphan.unknownReferences.length > 0
                  ? `(names ${orphan.unknownReferences.join(', ')}, which the left file does not have)`
                  : '(names no requirement)',
            }))}
            empty="Every item on the right names a known requirement."
          />
        </section>
      </div>
    </article>
  );
}
