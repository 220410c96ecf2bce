import type { TestResults, TraceChapter, TraceView as TraceViewData } from '@specwright/core';
import { useMemo, useState } from 'react';
import { runAction } from '../../actions/app-actions';
import { useSpecFiles } from '../../state/read-stores';
import { ActionButton } from '../../ui/ActionButton';
import { ChapterTree } from './ChapterTree';
import { TraceFigures } from './TraceFigures';
import { TraceLists } from './TraceLists';
import { TraceMatrix } from './TraceMatrix';
import { TraceProposals } from './TraceProposals';
import { useTraceProposals, useTraceViewOf } from './use-trace-view';
import './trace.css';

function chapterAndBelow(chapters: readonly TraceChapter[], rowId: string): Set<string> | undefined {
  for (const chapter of chapters) {
    if (chapter.rowId === rowId) {
      const ids = new Set<string>();
      const walk = (node: TraceChapter) => {
        ids.add(node.rowId);
        node.children.forEach(walk);
      };
      walk(chapter);
      return ids;
    }
    const found = chapterAndBelow(chapter.children, rowId);
    if (found) return found;
  }
  return undefined;
}

function LastRun({ results }: { results: TestResults | undefined }) {
  const run = results?.run;
  if (!run) return <p className="trace-run">No test run imported yet.</p>;
  const ranAt = new Date(run.ran_at).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <p className="trace-run">
      Last test run: <strong>{run.name}</strong>, {ranAt}: {run.passed_cases.toLocaleString('en')} of{' '}
      {run.cases.toLocaleString('en')} cases passed, {run.failed_cases.toLocaleString('en')} failed.
    </p>
  );
}

function TraceEmpty() {
  return (
    <section className="trace-card trace-empty" aria-labelledby="trace-empty-title">
      <h3 id="trace-empty-title" className="trace-card__title">
        No trace links yet
      </h3>
      <p className="trace-muted">
        Link tests to the requirements they verify to see coverage here. Generate → Test adds test cases as
        rows linked to their requirements; Generate → Traceability suggests links between similar texts.
      </p>
      <div className="trace-empty__actions">
        <ActionButton actionId="generate.test" label="Generate Test…" variant="primary" />
        <ActionButton actionId="generate.traceability" label="Generate Traceability…" />
      </div>
    </section>
  );
}

/** The trace view of a spec tab (docs/product-rules.md, "Trace view"): built from the links kept in the spec. */
export function TraceView({ fileId }: { fileId: string }) {
  const { file, view, results } = useTraceViewOf(fileId);
  const [asked, setAsked] = useState(false);
  const proposals = useTraceProposals(fileId, view, asked);
  const readOnly = useSpecFiles((state) => state.specs[fileId]?.readOnly === true);
  const [chosen, setChosen] = useState<string | undefined>();
  const labels = useMemo(() => labelsOf(view), [view]);
  const texts = useMemo(() => new Map(view?.requirements.map((r) => [r.rowId, r.text])), [view]);
  const chapterRowIds = useMemo(
    () => (view && chosen ? chapterAndBelow(view.chapters, chosen) : undefined),
    [view, chosen],
  );
  if (!file || !view) return null;
  const hasLinks = (file.links ?? []).length > 0;
  const chosenTitle = chosen ? labels.get(chosen) : undefined;
  return (
    <div className="trace-view" data-testid="trace-view">
      <div className="trace-view__page">
        <header className="trace-view__header">
          <div>
            <h2 className="trace-view__title">{file.title}</h2>
            <p className="trace-view__subtitle">Trace</p>
          </div>
          <div className="trace-view__actions">
            <ActionButton actionId="trace.importTestResults" />
            <ActionButton actionId="trace.scanCode" />
            <button
              type="button"
              className="button"
              onClick={() => runAction('trace.exportCsv', { source: 'button' }, { fileId })}
            >
              Export CSV
            </button>
          </div>
        </header>
        <TraceFigures view={view} />
        <LastRun results={results} />
        {hasLinks ? null : <TraceEmpty />}
        {proposals === undefined ? (
          <section className="trace-card" aria-labelledby="trace-proposals-title">
            <header className="trace-card__header">
              <h3 id="trace-proposals-title" className="trace-card__title">
                Suggested links
              </h3>
              <button type="button" className="button small" onClick={() => setAsked(true)}>
                Find Suggested Links
              </button>
            </header>
            <p className="trace-muted">
              This spec is large: looking for tests that read like requirements they do not verify takes a
              moment.
            </p>
          </section>
        ) : proposals.length > 0 || hasLinks ? (
          <TraceProposals fileId={fileId} proposals={proposals} readOnly={readOnly} />
        ) : null}
        {hasLinks ? (
          <>
            <div className="trace-columns">
              <section className="trace-card trace-chapters" aria-labelledby="trace-chapters-title">
                <h3 id="trace-chapters-title" className="trace-card__title">
                  Coverage by chapter
                </h3>
                <ChapterTree chapters={view.chapters} chosen={chosen} onChoose={setChosen} />
              </section>
              <section className="trace-card trace-matrix-card" aria-labelledby="trace-matrix-title">
                <header className="trace-card__header">
                  <h3 id="trace-matrix-title" className="trace-card__title">
                    Matrix{chosenTitle ? `: ${chosenTitle}` : ''}
                  </h3>
                  {chosen ? (
                    <button type="button" className="button small" onClick={() => setChosen(undefined)}>
                      Show all chapters
                    </button>
                  ) : null}
                </header>
                <TraceMatrix
                  key={chosen ?? 'all'}
                  fileId={fileId}
                  view={view}
                  chapterRowIds={chapterRowIds}
                  labels={labels}
                />
              </section>
            </div>
            <TraceLists fileId={fileId} view={view} labels={labels} texts={texts} readOnly={readOnly} />
          </>
        ) : null}
      </div>
    </div>
  );
}

/** How the view names rows: requirements and tests by their ids, chapters by their titles. */
function labelsOf(view: TraceViewData | undefined): Map<string, string> {
  const labels = new Map<string, string>();
  if (!view) return labels;
  for (const requirement of view.requirements) labels.set(requirement.rowId, requirement.requirementId);
  for (const test of view.tests) labels.set(test.rowId, test.testId);
  const walk = (chapters: readonly TraceChapter[]) => {
    for (const chapter of chapters) {
      labels.set(chapter.rowId, chapter.title);
      walk(chapter.children);
    }
  };
  walk(view.chapters);
  return labels;
}
