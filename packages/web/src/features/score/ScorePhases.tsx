import { PHASE_LABELS, type PhaseState, type PhaseStates, SCORE_PHASES } from './score-phases';

const STATE_ICONS: Readonly<Record<PhaseState, string>> = {
  pending: '○',
  running: '◐',
  completed: '✓',
  skipped: '–',
  error: '✕',
};

const STATE_TEXT: Readonly<Record<PhaseState, string>> = {
  pending: 'pending',
  running: 'running',
  completed: 'completed',
  skipped: 'skipped',
  error: 'error',
};

/** The seven phases of a score analysis with their state, as an ordered list. */
export function ScorePhases({ phases }: { phases: PhaseStates }) {
  return (
    <ol className="score-phases" aria-label="Analysis phases">
      {SCORE_PHASES.map((phase) => (
        <li
          key={phase}
          className={`score-phase score-phase--${phases[phase]}`}
          data-phase={phase}
          data-state={phases[phase]}
        >
          <span className="score-phase__icon" aria-hidden="true">
            {STATE_ICONS[phases[phase]]}
          </span>
          <span>{PHASE_LABELS[phase]}</span>
          <span className="visually-hidden">{STATE_TEXT[phases[phase]]}</span>
        </li>
      ))}
    </ol>
  );
}
