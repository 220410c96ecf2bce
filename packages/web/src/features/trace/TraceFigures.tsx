import type { TraceView } from '@specwright/core';

const percent = (value: number) => `${Math.round(value)}%`;

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'good' | 'bad' | 'warn' }) {
  return (
    <div className={`trace-figure${tone ? ` trace-figure--${tone}` : ''}`}>
      <dt className="trace-figure__label">{label}</dt>
      <dd
        className="trace-figure__value"
        data-testid={`trace-figure-${label.toLowerCase().replaceAll(' ', '-')}`}
      >
        {value}
      </dd>
    </div>
  );
}

/** The trace view's headline figures: coverage and the counts behind it, and what needs a look. */
export function TraceFigures({ view }: { view: TraceView }) {
  const { overall } = view;
  const count = (value: number) => value.toLocaleString('en');
  return (
    <dl className="trace-figures" aria-label="Trace figures">
      <Figure
        label="Coverage"
        value={percent(overall.coverage)}
        tone={overall.coverage >= 80 ? 'good' : 'warn'}
      />
      <Figure label="Requirements" value={count(overall.requirements)} />
      <Figure label="With tests" value={count(overall.withTests)} />
      <Figure label="Without tests" value={count(overall.requirements - overall.withTests)} />
      <Figure
        label="Suspect links"
        value={count(view.suspectLinks.length)}
        {...(view.suspectLinks.length > 0 ? { tone: 'warn' as const } : {})}
      />
      <Figure
        label="Failed"
        value={view.hasRun ? count(overall.failed) : '–'}
        {...(overall.failed > 0 ? { tone: 'bad' as const } : {})}
      />
      <Figure
        label="Drifted"
        value={count(view.drifted.length)}
        {...(view.drifted.length > 0 ? { tone: 'warn' as const } : {})}
      />
    </dl>
  );
}
