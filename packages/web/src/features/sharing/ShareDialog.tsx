import { type FormEvent, useRef, useState } from 'react';
import { DialogFrame } from '../../ui/dialog/DialogFrame';
import { Notice } from '../../ui/Notice';
import { NewShareLink } from './NewShareLink';
import { ShareLinkList } from './ShareLinkList';
import { EXPIRY_CHOICES, type ExpiryDays, shareUrl } from './share-link';
import { useShares } from './use-shares';
import './share.css';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

const choiceValue = (days: ExpiryDays) => (days === null ? 'never' : String(days));
const daysOf = (value: string): ExpiryDays =>
  EXPIRY_CHOICES.find((choice) => choiceValue(choice.days) === value)?.days ?? null;

/** Read-only links to a kept spec: make one (optionally expiring), copy it, see and revoke the others. */
export function ShareDialog({
  specId,
  title,
  onClose,
}: {
  specId: string;
  title: string;
  onClose: () => void;
}) {
  const { shares, create, revoke } = useShares(specId);
  const [days, setDays] = useState<ExpiryDays>(null);
  const listRef = useRef<HTMLElement>(null);
  const failure = shares.error ?? create.error ?? revoke.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!create.isPending) create.mutate(days);
  };

  return (
    <DialogFrame
      title="Share Spec"
      description={`Anyone with a link can read “${title}” (its document and report) without signing in. Nobody can edit it through a link.`}
      onClose={onClose}
      testId="share-dialog"
      actions={
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      }
    >
      <form className="share__create" onSubmit={submit}>
        <label htmlFor="share-expiry" className="share__label">
          Link expires
        </label>
        <select
          id="share-expiry"
          className="form-input share__expiry"
          value={choiceValue(days)}
          onChange={(event) => setDays(daysOf(event.target.value))}
        >
          {EXPIRY_CHOICES.map((choice) => (
            <option key={choice.label} value={choiceValue(choice.days)}>
              {choice.label}
            </option>
          ))}
        </select>
        <button type="submit" className="button primary" aria-disabled={create.isPending || undefined}>
          {create.isPending ? 'Creating…' : 'Create Link'}
        </button>
      </form>
      {create.data ? (
        <NewShareLink key={create.data.id} url={shareUrl(create.data.token, window.location.origin)} />
      ) : null}
      {failure ? <Notice tone="error">{errorText(failure)}</Notice> : null}
      <ShareLinkList
        shares={shares.data}
        loading={shares.isPending}
        revoking={revoke.isPending}
        listRef={listRef}
        onRevoke={(shareId) =>
          revoke.mutate(shareId, { onSuccess: () => listRef.current?.focus({ preventScroll: true }) })
        }
      />
    </DialogFrame>
  );
}
