import { codePatternProblem, DEFAULT_CODE_ID_PATTERN } from '@specwright/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAccountSpecs, useSession, useTraceData } from '../../state/read-stores';
import { DialogFrame } from '../../ui/dialog/DialogFrame';
import { FormActions } from '../../ui/dialog/FormActions';
import { ProgressBar } from '../../ui/ProgressBar';
import { TextField } from '../../ui/TextField';
import { readSelectedRepository } from '../project-tree/selected-repository';
import { fetchRepositories } from '../repositories/repositories-api';
import { loadCodeTrace, scanCode } from './code-trace-actions';
import { scanOutcomeText, scanProgressText } from './code-trace-text';
import './code-trace.css';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Generate → Scan Code for Requirements…: which repository and branch, the id pattern, then its progress. */
export function CodeScanDialog({ fileId, onClose }: { fileId: string; onClose: () => void }) {
  const specId = useAccountSpecs((state) => state.links[fileId]?.specId) ?? '';
  const userId = useSession((state) => state.user?.uid) ?? '';
  const trace = useTraceData((state) => state.code[specId]);
  const last = trace?.scan ?? null;
  const repositories = useQuery({
    queryKey: ['repositories'],
    queryFn: ({ signal }) => fetchRepositories(signal),
  });
  const list = repositories.data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const preferred = chosen ?? last?.repository_id ?? readSelectedRepository(userId);
  const repositoryId = list.some((r) => r.id === preferred) ? (preferred ?? '') : (list[0]?.id ?? '');
  const [branch, setBranch] = useState(last?.branch ?? 'main');
  const [pattern, setPattern] = useState(last?.pattern ?? DEFAULT_CODE_ID_PATTERN);
  const patternProblem = pattern === '' ? null : codePatternProblem(pattern);
  const start = useMutation({
    mutationFn: () =>
      scanCode(specId, {
        repository_id: repositoryId,
        branch: branch.trim(),
        pattern: pattern || DEFAULT_CODE_ID_PATTERN,
      }),
  });
  const running = last?.state === 'running';
  const ready =
    repositoryId !== '' && branch.trim() !== '' && patternProblem === null && !running && !start.isPending;
  const outcome = trace ? scanOutcomeText(trace) : null;
  const failure = start.error ?? repositories.error;
  return (
    <DialogFrame
      title="Scan Code for Requirements"
      description="Finds where the files of a branch name this spec's requirement ids, in comments and test names."
      onClose={onClose}
      testId="code-scan-dialog"
      form={{ onSubmit: () => ready && start.mutate(), error: failure ? errorText(failure) : null }}
      actions={
        <FormActions
          submitLabel={running || start.isPending ? 'Scanning…' : last ? 'Rescan' : 'Start'}
          submitDisabled={!ready}
          extraActions={
            <button type="button" className="button" onClick={() => void loadCodeTrace(specId, true)}>
              Refresh
            </button>
          }
        />
      }
    >
      <div className="code-scan">
        <div className="form-field">
          <label htmlFor="code-scan-repository" className="form-field__label">
            Repository
          </label>
          <select
            id="code-scan-repository"
            className="form-input"
            value={repositoryId}
            disabled={list.length === 0}
            onChange={(event) => setChosen(event.target.value)}
          >
            {list.length === 0 ? (
              <option value="">
                {repositories.isPending ? 'Loading repositories…' : 'No repositories yet'}
              </option>
            ) : null}
            {list.map((repository) => (
              <option key={repository.id} value={repository.id}>
                {repository.name}
              </option>
            ))}
          </select>
        </div>
        <TextField
          id="code-scan-branch"
          label="Branch"
          value={branch}
          onChange={(event) => setBranch(event.target.value)}
        />
        <TextField
          id="code-scan-pattern"
          label="Requirement id pattern"
          value={pattern}
          spellCheck={false}
          error={patternProblem ?? undefined}
          hint={`A regular expression; the default ${DEFAULT_CODE_ID_PATTERN} finds ids such as REQ-12.`}
          onChange={(event) => setPattern(event.target.value)}
        />
        {list.length === 0 && repositories.isSuccess ? (
          <p className="code-scan__status">
            Connect a repository in the project tree first (Add Repository).
          </p>
        ) : null}
        {running && last ? (
          <div className="code-scan__status" role="status">
            <ProgressBar
              label="Scan progress"
              percentage={last.files_total > 0 ? (100 * last.files_scanned) / last.files_total : undefined}
            />
            {scanProgressText(last)}
          </div>
        ) : null}
        {outcome ? (
          <p
            className={`code-scan__status${last?.state === 'failed' ? ' code-scan__failed' : ''}`}
            role="status"
          >
            {outcome}
          </p>
        ) : null}
      </div>
    </DialogFrame>
  );
}
