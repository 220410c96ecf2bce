import {
  BAND_LABELS,
  type RequirementFile,
  SCORE_BANDS,
  type ScoreBandOrUnscored,
  scoreBandCounts,
} from '@specwright/core';
import { useMemo } from 'react';
import { changeTableLayout, toggleBand } from './table-layout-wiring';

const FILTERS: readonly ScoreBandOrUnscored[] = [...SCORE_BANDS, 'unscored'];
const ICONS: Readonly<Record<ScoreBandOrUnscored, string>> = {
  high: '✓',
  medium: '!',
  low: '✕',
  unscored: '–',
};

interface BandFilterProps {
  fileId: string;
  file: RequirementFile;
  bands: readonly ScoreBandOrUnscored[];
}

/** Shows only the requirements of the chosen score bands (none chosen: every row). Shown once scores exist. */
export function BandFilter({ fileId, file, bands }: BandFilterProps) {
  const counts = useMemo(() => scoreBandCounts(file.data), [file.data]);
  return (
    <fieldset className="sw-band-filter">
      <legend className="sw-band-filter__legend">Score band</legend>
      {FILTERS.map((band) => (
        <button
          key={band}
          type="button"
          className={`sw-band-filter__chip sw-band-filter__chip--${band}`}
          aria-pressed={bands.includes(band)}
          aria-label={`${BAND_LABELS[band]} (${counts[band]})`}
          onClick={() => toggleBand(fileId, band)}
        >
          <span aria-hidden="true">{ICONS[band]}</span> {BAND_LABELS[band]}
          <span className="sw-band-filter__count">{counts[band]}</span>
        </button>
      ))}
      {bands.length > 0 ? (
        <button
          type="button"
          className="sw-band-filter__clear"
          onClick={() => changeTableLayout(fileId, { bands: [] })}
        >
          Show all
        </button>
      ) : null}
    </fieldset>
  );
}
