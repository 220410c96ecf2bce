import { usePublicConfig } from '../../../app/config/config-context';
import { MailLink } from '../../../ui/MailLink';
import { Notice } from '../../../ui/Notice';
import { ADVANCED_REVIEW_MESSAGES } from './advanced-review';

/** More requirements than credits: what the review needs, what the user has, and where to buy more. */
export function InsufficientCredits({ needed, credits }: { needed: number; credits: number }) {
  const salesEmail = usePublicConfig().support.salesEmail.trim();
  return (
    <Notice tone="error">
      <strong>{ADVANCED_REVIEW_MESSAGES.insufficientTitle}</strong>
      <p className="analysis-reason">{ADVANCED_REVIEW_MESSAGES.insufficientMessage}</p>
      <p className="analysis-reason">
        This review needs {needed} credits (one per requirement); you have {credits}.
      </p>
      {salesEmail ? (
        <p className="analysis-reason">
          To buy more credits, email our sales team at <MailLink address={salesEmail} subject="Credits" />
        </p>
      ) : null}
    </Notice>
  );
}
