import type { SpecVersion } from '@specwright/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LockIcon } from '../../ui/icons';
import { formatWhen } from './format-when';
import { deleteVersion, renameVersion } from './specs-api';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface VersionListProps {
  specId: string;
  versions: readonly SpecVersion[];
  selected: string | null;
  onSelect: (versionId: string | null) => void;
  /** A refused rename or delete, word for word from the server (null clears it). */
  onError: (message: string | null) => void;
}

const nameOf = (version: SpecVersion) => version.name ?? `Version ${version.version}`;

/** The versions of a kept spec: a locked baseline shows its lock; other named versions can be renamed or deleted. */
export function VersionList({ specId, versions, selected, onSelect, onError }: VersionListProps) {
  return (
    <ul className="history__versions" aria-label="Versions">
      {versions.map((version) => (
        <VersionItem
          key={version.id}
          {...{ specId, version, onError }}
          selected={selected === version.id}
          onSelect={() => onSelect(version.id)}
          onDeleted={() => {
            if (selected === version.id) onSelect(null);
          }}
        />
      ))}
    </ul>
  );
}

interface VersionItemProps {
  specId: string;
  version: SpecVersion;
  selected: boolean;
  onSelect: () => void;
  onDeleted: () => void;
  onError: (message: string | null) => void;
}

function VersionItem({ specId, version, selected, onSelect, onDeleted, onError }: VersionItemProps) {
  const client = useQueryClient();
  const [mode, setMode] = useState<'show' | 'rename' | 'delete'>('show');
  const [name, setName] = useState(version.name ?? '');
  const settled = async () => {
    setMode('show');
    await client.invalidateQueries({ queryKey: ['spec-versions', specId] });
  };
  const rename = useMutation({
    mutationFn: () => renameVersion(specId, version.id, name.trim()),
    onMutate: () => onError(null),
    onSuccess: settled,
    onError: (error) => onError(errorText(error)),
  });
  const remove = useMutation({
    mutationFn: () => deleteVersion(specId, version.id),
    onMutate: () => onError(null),
    onSuccess: async () => {
      onDeleted();
      await settled();
    },
    onError: (error) => {
      setMode('show');
      onError(errorText(error));
    },
  });
  const label = nameOf(version);
  if (mode === 'rename') {
    return (
      <li className="history__item">
        <form
          className="history__rename"
          aria-label={`Rename ${label}`}
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim() !== '') rename.mutate();
          }}
        >
          <input
            className="form-input"
            aria-label="Version name"
            value={name}
            maxLength={100}
            // biome-ignore lint/a11y/noAutofocus: the field the user just asked for
            autoFocus
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                setMode('show');
              }
            }}
          />
          <button
            type="submit"
            className="button small primary"
            disabled={name.trim() === '' || rename.isPending}
          >
            Save
          </button>
          <button type="button" className="button small" onClick={() => setMode('show')}>
            Cancel
          </button>
        </form>
      </li>
    );
  }
  return (
    <li className="history__item">
      <button type="button" className="history__version" aria-pressed={selected} onClick={onSelect}>
        <span className="history__version-name">
          {version.locked ? <LockIcon size={14} /> : null}
          {label}
        </span>
        <span className="history__version-when">
          {formatWhen(version.created_at)} · {version.rows} rows
          {version.locked ? ' · Locked baseline' : ''}
        </span>
      </button>
      {mode === 'delete' ? (
        <fieldset className="history__confirm" aria-label={`Delete ${label}`}>
          <span>Delete “{label}”?</span>
          <button
            type="button"
            className="button small danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            Delete
          </button>
          <button type="button" className="button small" onClick={() => setMode('show')}>
            Keep
          </button>
        </fieldset>
      ) : version.name !== null && !version.locked ? (
        <div className="history__version-actions">
          <button
            type="button"
            className="button small"
            aria-label={`Rename ${label}`}
            onClick={() => setMode('rename')}
          >
            Rename…
          </button>
          <button
            type="button"
            className="button small"
            aria-label={`Delete ${label}`}
            onClick={() => setMode('delete')}
          >
            Delete
          </button>
        </div>
      ) : null}
    </li>
  );
}
