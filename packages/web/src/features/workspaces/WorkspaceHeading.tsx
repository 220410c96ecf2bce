import { type FormEvent, useState } from 'react';

interface WorkspaceHeadingProps {
  name: string;
  canRename: boolean;
  renaming: boolean;
  onRename: (name: string) => void;
}

/** The workspace's name, with Rename for its owners (a field in its place; Enter saves, Escape cancels). */
export function WorkspaceHeading({ name, canRename, renaming, onRename }: WorkspaceHeadingProps) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft === null) {
    return (
      <div className="workspaces-page__title-row">
        <h1 id="workspaces-title">{name}</h1>
        {canRename ? (
          <button type="button" className="button small" onClick={() => setDraft(name)} disabled={renaming}>
            Rename
          </button>
        ) : null}
      </div>
    );
  }
  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = draft.trim();
    if (trimmed !== '' && trimmed !== name) onRename(trimmed);
    setDraft(null);
  };
  return (
    <form className="workspaces-page__title-row" onSubmit={save} aria-label="Rename workspace">
      <h1 id="workspaces-title" className="visually-hidden">
        {name}
      </h1>
      <input
        className="form-input workspaces-page__rename"
        aria-label="Workspace name"
        value={draft}
        maxLength={100}
        // biome-ignore lint/a11y/noAutofocus: the field appears because the user asked to rename.
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(null);
        }}
      />
      <button type="submit" className="button small primary">
        Save
      </button>
      <button type="button" className="button small" onClick={() => setDraft(null)}>
        Cancel
      </button>
    </form>
  );
}
