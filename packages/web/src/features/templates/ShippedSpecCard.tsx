import type { ShippedSpec } from '@specwright/core';
import { useId } from 'react';
import { runAction } from '../../actions/app-actions';
import { newFileId } from '../../state/spec-tabs';
import { downloadShippedSpec, loadShippedSpec, type ShippedSpecKind } from './shipped-spec';
import { type CardTask, useCardTask } from './use-card-task';

interface ShippedSpecCardProps {
  kind: ShippedSpecKind;
  spec: ShippedSpec;
  /** The label of the button that opens the spec in a new tab: "Use it now" or "Import". */
  openLabel: string;
  /** Templates can also be downloaded as their JSON file. */
  canDownload: boolean;
}

const BUSY_LABELS: Record<CardTask, string> = { open: 'Opening…', download: 'Downloading…' };

/** One template or example: its title and description, with buttons to open or download it. */
export function ShippedSpecCard({ kind, spec, openLabel, canDownload }: ShippedSpecCardProps) {
  const { running, error, run } = useCardTask();
  const titleId = useId();
  const errorId = useId();
  const busy = running !== null;

  const open = () =>
    run('open', async () => {
      const file = await loadShippedSpec(kind, spec, newFileId());
      // A template starts a new spec (kept in the account when signed in); an example is opened as it is.
      if (kind === 'template') runAction('spec.create', { source: 'button' }, { file });
      else runAction('spec.open', { source: 'button' }, { file });
    });
  const download = () => run('download', () => downloadShippedSpec(kind, spec));

  return (
    <li
      className="shipped-card"
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      data-testid={`${kind}-card`}
      data-file-name={spec.fileName}
    >
      <h2 id={titleId} className="shipped-card__title">
        {spec.title}
      </h2>
      <p className="shipped-card__description">{spec.description}</p>
      {error ? (
        <p id={errorId} className="shipped-card__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="shipped-card__actions">
        {canDownload ? (
          <button
            type="button"
            className="button"
            aria-disabled={busy || undefined}
            aria-describedby={error ? errorId : undefined}
            onClick={() => {
              if (!busy) download();
            }}
          >
            {running === 'download' ? BUSY_LABELS.download : 'Download'}
          </button>
        ) : null}
        <button
          type="button"
          className="button primary"
          aria-disabled={busy || undefined}
          aria-describedby={error ? errorId : undefined}
          onClick={() => {
            if (!busy) open();
          }}
        >
          {running === 'open' ? BUSY_LABELS.open : openLabel}
        </button>
      </div>
    </li>
  );
}
