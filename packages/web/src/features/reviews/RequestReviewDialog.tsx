import { MAX_REVIEW_TITLE_LENGTH, type ReviewScope } from '@specwright/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAccountSpecs } from '../../state/read-stores';
import { useSpecFile } from '../../state/spec-files';
import { DialogFrame } from '../../ui/dialog/DialogFrame';
import { FormActions } from '../../ui/dialog/FormActions';
import { TextField } from '../../ui/TextField';
import { fetchVersions } from '../my-specs/specs-api';
import { PeoplePicker } from './PeoplePicker';
import { askForReview } from './reviews-actions';
import { useReviewPeople } from './use-review-people';
import './reviews.css';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Review → Request Review…: what to review, who reviews and approves it, and by when. */
export function RequestReviewDialog({ fileId, onClose }: { fileId: string; onClose: () => void }) {
  const specId = useAccountSpecs((state) => state.links[fileId]?.specId) ?? '';
  const file = useSpecFile(fileId);
  const people = useReviewPeople(fileId);
  const [title, setTitle] = useState(() => (file ? `Review of ${file.title}` : ''));
  const [scope, setScope] = useState<ReviewScope>('all');
  const [sinceVersion, setSinceVersion] = useState('');
  const [reviewers, setReviewers] = useState<ReadonlySet<string>>(new Set());
  const [approvers, setApprovers] = useState<ReadonlySet<string>>(new Set());
  const [dueDate, setDueDate] = useState('');
  const versions = useQuery({
    queryKey: ['spec-versions', specId],
    queryFn: () => fetchVersions(specId),
    enabled: scope === 'changed',
  });
  const send = useMutation({
    mutationFn: () =>
      askForReview(specId, {
        title: title.trim(),
        scope,
        ...(scope === 'changed' && sinceVersion ? { since_version_id: sinceVersion } : {}),
        reviewers: [...reviewers],
        approvers: [...approvers],
        ...(dueDate ? { due_date: dueDate } : {}),
      }),
    onSuccess: onClose,
  });
  const ready = title.trim() !== '' && approvers.size > 0 && (scope === 'all' || sinceVersion !== '');
  const failure = send.error ?? versions.error;
  return (
    <DialogFrame
      title="Request Review"
      description="Name who reviews the requirements and who approves them. Approvers sign the review when every row is approved."
      onClose={onClose}
      testId="request-review-dialog"
      form={{
        onSubmit: () => {
          if (ready && !send.isPending) send.mutate();
        },
        error: failure ? errorText(failure) : null,
      }}
      actions={
        <FormActions
          submitLabel={send.isPending ? 'Requesting…' : 'Request Review'}
          submitDisabled={!ready || send.isPending}
        />
      }
    >
      <div className="review-request">
        <TextField
          id="review-title"
          label="Title"
          value={title}
          maxLength={MAX_REVIEW_TITLE_LENGTH}
          onChange={(event) => setTitle(event.target.value)}
        />
        <fieldset className="review-request__scope">
          <legend className="form-field__label">Rows to review</legend>
          <label className="form-checkbox">
            <input
              type="radio"
              name="review-scope"
              checked={scope === 'all'}
              onChange={() => setScope('all')}
            />
            The whole spec
          </label>
          <label className="form-checkbox">
            <input
              type="radio"
              name="review-scope"
              checked={scope === 'changed'}
              onChange={() => setScope('changed')}
            />
            Only the rows changed since a version
          </label>
          {scope === 'changed' ? (
            <VersionChoice
              loading={versions.isPending}
              versions={versions.data ?? []}
              value={sinceVersion}
              onChange={setSinceVersion}
            />
          ) : null}
        </fieldset>
        {people.status === 'loading' ? (
          <p className="form-field__hint" role="status">
            Loading the workspace’s members…
          </p>
        ) : null}
        {people.status === 'error' ? (
          <p className="form-field__error" role="alert">
            The workspace’s members could not be loaded: {people.error}
          </p>
        ) : null}
        {people.status === 'ready' ? (
          <div className="review-request__roles">
            <PeoplePicker
              legend="Reviewers"
              hint="They mark each row reviewed or needs changes."
              people={people.people}
              chosen={reviewers}
              onChange={setReviewers}
            />
            <PeoplePicker
              legend="Approvers"
              hint="They approve or reject each row, then sign."
              people={people.people}
              chosen={approvers}
              onChange={setApprovers}
            />
          </div>
        ) : null}
        <TextField
          id="review-due-date"
          label="Due date"
          type="date"
          min={new Date().toISOString().slice(0, 10)}
          value={dueDate}
          onChange={(event) => setDueDate(event.target.value)}
          hint="Optional: the day the review should be finished."
        />
      </div>
    </DialogFrame>
  );
}

interface VersionChoiceProps {
  loading: boolean;
  versions: readonly { id: string; name: string | null; version: number }[];
  value: string;
  onChange: (id: string) => void;
}

function VersionChoice({ loading, versions, value, onChange }: VersionChoiceProps) {
  if (loading) return <p className="form-field__hint">Loading the spec’s versions…</p>;
  if (versions.length === 0) {
    return (
      <p className="form-field__hint">This spec has no versions yet. Save one in Version History first.</p>
    );
  }
  return (
    <label className="form-field">
      <span className="form-field__label">Changed since</span>
      <select className="form-input" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Choose a version…</option>
        {versions.map((version) => (
          <option key={version.id} value={version.id}>
            {version.name ?? `Version ${version.version}`}
          </option>
        ))}
      </select>
    </label>
  );
}
