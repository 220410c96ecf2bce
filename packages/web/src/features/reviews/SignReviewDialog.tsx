import { REVIEW_STATUS_LABELS } from '@specwright/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../state/read-stores';
import { DialogFrame } from '../../ui/dialog/DialogFrame';
import { FormActions } from '../../ui/dialog/FormActions';
import { TextField } from '../../ui/TextField';
import { keepSignedReview } from './reviews-actions';
import { askSigningTicket, signReview } from './reviews-api';
import './reviews.css';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface SignReviewDialogProps {
  specId: string;
  reviewId: string;
  title: string;
  onClose: () => void;
}

/**
 * Sign…: the approver's signature on a review, with their password asked again. The dialog asks the
 * server for a one-time ticket when it opens, and for a new one after a refused attempt.
 */
export function SignReviewDialog({ specId, reviewId, title, onClose }: SignReviewDialogProps) {
  const user = useSession((state) => state.user);
  const [password, setPassword] = useState('');
  const ticket = useQuery({
    queryKey: ['signing-ticket', specId, reviewId],
    queryFn: () => askSigningTicket(specId, reviewId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const sign = useMutation({
    mutationFn: () =>
      signReview(specId, reviewId, { ticket: ticket.data?.ticket ?? '', password, meaning: 'approved' }),
    onSuccess: (review) => {
      keepSignedReview(specId, review);
      onClose();
    },
    onError: () => {
      setPassword('');
      void ticket.refetch();
    },
  });
  const signer = user?.displayName || user?.email || '';
  const ready = ticket.isSuccess && !ticket.isFetching && password !== '' && !sign.isPending;
  const failure = sign.error ?? ticket.error;
  return (
    <DialogFrame
      title="Sign Review"
      description={`Your signature on “${title}” is recorded with your name, the time and its meaning.`}
      onClose={onClose}
      testId="sign-review-dialog"
      form={{
        onSubmit: () => {
          if (ready) sign.mutate();
        },
        error: failure ? errorText(failure) : null,
      }}
      actions={<FormActions submitLabel={sign.isPending ? 'Signing…' : 'Sign'} submitDisabled={!ready} />}
    >
      <dl className="review-sign__facts">
        <div>
          <dt>Signer</dt>
          <dd>{signer}</dd>
        </div>
        <div>
          <dt>Meaning</dt>
          <dd>{REVIEW_STATUS_LABELS.approved}: I approve every requirement of this review as it is now.</dd>
        </div>
      </dl>
      {ticket.isPending ? (
        <p className="form-field__hint" role="status">
          Preparing the signature…
        </p>
      ) : null}
      <TextField
        id="sign-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint="Enter your password again to sign."
      />
    </DialogFrame>
  );
}
