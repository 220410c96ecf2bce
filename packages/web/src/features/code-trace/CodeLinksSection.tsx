import { useState } from 'react';
import { runAction } from '../../actions/app-actions';
import { WarningIcon } from '../../ui/icons';
import { rescanCode } from './code-trace-actions';
import { DRIFTED_NAME, driftedText, scanProgressText, shortCommit } from './code-trace-text';
import { useCodeTrace, useDriftedRows } from './use-code-trace';
import './code-trace.css';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** "Implemented in": where the last code scan found the selected row named, and whether it drifted since. */
export function CodeLinksSection({ fileId, rowId }: { fileId: string; rowId: string }) {
  const { specId, trace } = useCodeTrace(fileId);
  const drifted = useDriftedRows(fileId).has(rowId);
  const [failure, setFailure] = useState<string | null>(null);
  if (!specId) return null;
  const links = trace?.links.filter((link) => link.row_id === rowId) ?? [];
  const scan = trace?.scan ?? null;
  const rescan = () => {
    setFailure(null);
    rescanCode(specId).catch((error: unknown) => setFailure(errorText(error)));
  };
  return (
    <section className="code-links" aria-labelledby="code-links-title">
      <div className="code-links__head">
        <h3 id="code-links-title" className="code-links__title">
          Implemented in
        </h3>
        {scan ? (
          <button type="button" className="button small" disabled={scan.state === 'running'} onClick={rescan}>
            Rescan
          </button>
        ) : (
          <button
            type="button"
            className="button small"
            onClick={() => runAction('trace.scanCode', { source: 'panel' })}
          >
            Scan code…
          </button>
        )}
      </div>
      {trace === undefined ? <p className="code-links__note">Loading code links…</p> : null}
      {scan?.state === 'running' ? (
        <p className="code-links__note" role="status">
          {scanProgressText(scan)}
        </p>
      ) : null}
      {drifted && links[0] ? (
        <p className="code-links__drifted" role="note" aria-label={DRIFTED_NAME}>
          <WarningIcon size={14} /> {driftedText(links[0].commit)}
        </p>
      ) : null}
      {links.length > 0 ? (
        <ul className="code-links__list">
          {links.map((link) => (
            <li key={`${link.path}:${link.line}`} className="code-links__item">
              <span className="code-links__place">{`${link.path}:${link.line}`}</span>{' '}
              <span className="code-links__commit" title={`Commit ${link.commit}`}>
                {shortCommit(link.commit)}
              </span>
            </li>
          ))}
        </ul>
      ) : trace ? (
        <p className="code-links__note">
          {scan ? 'The last scan did not find this requirement in the code.' : 'No code scan yet.'}
        </p>
      ) : null}
      {failure ? (
        <p className="code-links__error" role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
