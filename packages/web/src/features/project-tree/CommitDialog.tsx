import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { runAction } from '../../actions/app-actions';
import { useAccountSpecs, useSpecFiles, useTabSet } from '../../state/read-stores';
import { DialogFrame } from '../../ui/dialog/DialogFrame';
import { FormActions } from '../../ui/dialog/FormActions';
import { TextField } from '../../ui/TextField';
import { useRepositories } from '../repositories/use-repositories';
import { COMMIT_TITLES, type CommitMode, commitFormError } from './commit-flow';
import { changesAgainstRepository, commitCandidates, commitFiles, commitPath } from './commit-plan';
import { GitProgressStatus } from './GitProgressStatus';
import { RequirementChangesPreview } from './RequirementChangesPreview';
import { useRepositoryOrigins } from './repository-origins';
import { repositoryTreeKey } from './use-repository-tree';

export type { CommitMode };

interface CommitDialogProps {
  mode: CommitMode;
  repositoryId: string | null;
  baseBranch: string;
  onClose: () => void;
}

/** Commit open specs to a new feature branch and/or open a pull request whose body lists the requirement changes. */
export function CommitDialog({ mode, repositoryId, baseBranch, onClose }: CommitDialogProps) {
  const client = useQueryClient();
  const repository = useRepositories().repositories.data?.find((r) => r.id === repositoryId) ?? null;
  const specs = useSpecFiles((state) => state.specs);
  const activeFileId = useTabSet(
    (state) => state.tabs.find((tab) => tab.id === state.activeTabId)?.requirementFileId,
  );
  const origins = useRepositoryOrigins((state) => state.origins);
  const links = useAccountSpecs((state) => state.links);
  const candidates = useMemo(
    () =>
      commitCandidates(
        Object.values(specs).map((spec) => spec.edit.file),
        origins,
        repository?.id ?? null,
        Object.fromEntries(Object.entries(links).map(([fileId, link]) => [fileId, link.specId])),
      ),
    [specs, origins, repository, links],
  );
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(activeFileId && specs[activeFileId] ? [activeFileId] : []),
  );
  const [folder, setFolder] = useState('specs');
  const [withMarkdown, setWithMarkdown] = useState(false);
  const [message, setMessage] = useState('');
  const [title, setTitle] = useState('');
  const [headBranch, setHeadBranch] = useState('');
  const [checked, setChecked] = useState(false);
  const [sending, setSending] = useState(false);
  // A failed flow is said inside the dialog, which stays open with everything typed, ready to try again;
  // closed meanwhile, the failure is said in a message instead.
  const [failure, setFailure] = useState<string | null>(null);
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const commits = mode !== 'pullRequest';
  const selected = candidates
    .filter((candidate) => chosen.has(candidate.file.id))
    .map((candidate) => ({
      file: candidate.file,
      path: commitPath(candidate, folder),
      specId: candidate.specId,
    }));

  const changes = useQuery({
    queryKey: [
      'requirement-changes',
      repository?.id,
      baseBranch,
      selected.map((s) => `${s.file.id}:${s.path}`).join('|'),
      specs,
    ],
    queryFn: () =>
      Promise.all(
        selected.map(async ({ file, path }) => ({
          path,
          changes: await changesAgainstRepository(repository?.id ?? '', path, baseBranch, file),
        })),
      ),
    enabled: commits && repository !== null && selected.length > 0,
    retry: false,
  });

  const formError = commitFormError({
    mode,
    repositoryId: repository?.id ?? null,
    message,
    title,
    branch: headBranch,
    fileCount: selected.length,
  });
  const problem = (checked ? formError : null) ?? failure;

  const submit = () => {
    setChecked(true);
    setFailure(null);
    if (formError || !repository) return;
    setSending(true);
    const report = {
      onDone: () => void client.invalidateQueries({ queryKey: repositoryTreeKey(repository.id) }),
      onFailure: (said: string) => {
        if (!shown.current) return false;
        setSending(false);
        setFailure(said);
        return true;
      },
    };
    const target = { repositoryId: repository.id, baseBranch };
    if (commits) {
      const files = commitFiles(selected, withMarkdown);
      const pullRequest =
        mode === 'commitAndPullRequest' ? { title, changes: changes.data ?? [] } : undefined;
      runAction(
        'repositories.commitToNewBranch',
        { source: 'dialog' },
        { ...target, message, files, ...(pullRequest ? { pullRequest } : {}), ...report },
      );
    } else {
      const pull = { ...target, branch: headBranch.trim(), title, ...report };
      runAction('repositories.createPullRequest', { source: 'dialog' }, pull);
    }
  };

  return (
    <DialogFrame
      title={COMMIT_TITLES[mode]}
      description={
        repository
          ? commits
            ? `The specs are written to a new branch of ${repository.name} (from ${baseBranch}).`
            : `Open a pull request on ${repository.name} from one of its branches into ${baseBranch}.`
          : 'Choose a repository in the project tree first.'
      }
      width="wide"
      testId="commit-dialog"
      onClose={onClose}
      form={{ onSubmit: submit, error: problem }}
      actions={
        <FormActions submitLabel={sending ? 'Working…' : COMMIT_TITLES[mode]} submitDisabled={sending} />
      }
    >
      {commits ? (
        <>
          <TextField
            id="commit-message"
            label="Commit message"
            value={message}
            maxLength={5000}
            onChange={(e) => setMessage(e.target.value)}
          />
          <fieldset className="commit-dialog__files">
            <legend>Specs to commit</legend>
            {candidates.length === 0 ? <p>Open a spec to commit it.</p> : null}
            {candidates.map((candidate) => (
              <label key={candidate.file.id} className="commit-dialog__file">
                <input
                  type="checkbox"
                  checked={chosen.has(candidate.file.id)}
                  onChange={(event) =>
                    setChosen((current) => {
                      const next = new Set(current);
                      if (event.target.checked) next.add(candidate.file.id);
                      else next.delete(candidate.file.id);
                      return next;
                    })
                  }
                />
                <span>{candidate.file.title}</span>
                <code>{commitPath(candidate, folder)}</code>
              </label>
            ))}
          </fieldset>
          <TextField
            id="commit-folder"
            label="Folder for specs not opened from this repository"
            value={folder}
            maxLength={500}
            onChange={(e) => setFolder(e.target.value)}
          />
          <label className="commit-dialog__option">
            <input
              type="checkbox"
              checked={withMarkdown}
              onChange={(e) => setWithMarkdown(e.target.checked)}
            />
            Also write each spec as Markdown beside its JSON
          </label>
        </>
      ) : (
        <TextField
          id="pull-request-branch"
          label="Branch name"
          value={headBranch}
          maxLength={200}
          placeholder="feature/…"
          onChange={(e) => setHeadBranch(e.target.value)}
        />
      )}
      {mode !== 'commit' ? (
        <TextField
          id="pull-request-title"
          label="Pull request title"
          value={title}
          maxLength={300}
          onChange={(e) => setTitle(e.target.value)}
        />
      ) : null}
      {commits && selected.length > 0 ? (
        <RequirementChangesPreview loading={changes.isPending} specs={changes.data ?? []} />
      ) : null}
      <GitProgressStatus repositoryId={repository?.id ?? null} running={sending} idleText="Working…" />
    </DialogFrame>
  );
}
