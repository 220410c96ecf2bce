import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { runAction } from '../../actions/app-actions';
import { DialogFrame } from '../../ui/dialog/DialogFrame';
import { Notice } from '../../ui/Notice';
import { DiffView } from './DiffView';
import { useAccountLink } from './my-specs-wiring';
import { fetchDiff, fetchVersions, saveVersion } from './specs-api';
import { VersionList } from './VersionList';
import './history.css';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The versions of a spec kept in the account: "Save version…", the diff of one against now, Restore. */
export function HistoryDialog({ fileId, onClose }: { fileId: string; onClose: () => void }) {
  const link = useAccountLink(fileId);
  const specId = link?.specId ?? '';
  const client = useQueryClient();
  const versions = useQuery({ queryKey: ['spec-versions', specId], queryFn: () => fetchVersions(specId) });
  const [selected, setSelected] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const diff = useQuery({
    queryKey: ['spec-diff', specId, selected, link?.version],
    queryFn: () => fetchDiff(specId, selected ?? ''),
    enabled: selected !== null,
  });
  const named = useMutation({
    mutationFn: () => saveVersion(specId, name.trim()),
    onSuccess: () => {
      setName('');
      return client.invalidateQueries({ queryKey: ['spec-versions', specId] });
    },
  });
  const restore = () => {
    if (!selected) return;
    runAction('history.restoreVersion', { source: 'dialog' }, { fileId, versionId: selected });
    onClose();
  };
  const failure = versions.error ?? named.error ?? diff.error;
  return (
    <DialogFrame
      title="Version History"
      description="Save points are kept at most once a minute while you edit; name a version to keep a baseline. An approved review’s baseline is locked."
      onClose={onClose}
      width="wide"
      testId="history-dialog"
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
          <button type="button" className="button primary" disabled={!selected} onClick={restore}>
            Restore
          </button>
        </>
      }
    >
      <form
        className="history__save"
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() !== '') named.mutate();
        }}
      >
        <label htmlFor="history-version-name">Save version…</label>
        <input
          id="history-version-name"
          className="form-input"
          placeholder="e.g. v1.0 approved"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="button" disabled={name.trim() === '' || named.isPending}>
          Save Version
        </button>
      </form>
      {failure ? <Notice tone="error">{errorText(failure)}</Notice> : null}
      {refusal ? <Notice tone="error">{refusal}</Notice> : null}
      <div className="history__panes">
        <VersionList
          specId={specId}
          versions={versions.data ?? []}
          selected={selected}
          onSelect={setSelected}
          onError={setRefusal}
        />
        <section className="history__diff" aria-label="Changes since the selected version">
          {selected === null ? (
            <p className="history__hint">Select a version to see what changed since.</p>
          ) : null}
          {diff.data ? <DiffView diff={diff.data} /> : null}
        </section>
      </div>
    </DialogFrame>
  );
}
