import { BAND_LABELS, type ScoreBand, scoreBand } from '@specwright/core';
import './score.css';

/** Shape per band, so the band never depends on colour alone. */
const BAND_ICONS: Readonly<Record<ScoreBand, string>> = { high: '✓', medium: '!', low: '✕' };

/** A score as a small pill: the number, a band icon and the band's name for assistive technology. */
export function ScorePill({ score }: { score: number }) {
  const band = scoreBand(score);
  const label = `Score ${score}, ${BAND_LABELS[band].toLowerCase()}`;
  return (
    <span className={`score-pill score-pill--${band}`} title={label} role="img" aria-label={label}>
      <span className="score-pill__icon" aria-hidden="true">
        {BAND_ICONS[band]}
      </span>
      {score}
    </span>
  );
}
