import { usePublicConfig } from '../../../app/config/config-context';
import { DialogFrame } from '../../../ui/dialog/DialogFrame';
import { MailLink } from '../../../ui/MailLink';
import '../../../ui/analysis/analysis.css';

/** Review → Enterprise: a review customised to the customer's standards, arranged with sales (docs/product-rules.md, "What the product does", "Roles"). */
export function EnterpriseReviewDialog({ onClose }: { onClose: () => void }) {
  const { support } = usePublicConfig();
  const salesEmail = support.salesEmail.trim();
  return (
    <DialogFrame
      width="wide"
      title="Enterprise Review"
      description="A review customised to your organisation's standards, templates and domain vocabulary."
      onClose={onClose}
      testId="enterprise-review-dialog"
      step="contact"
      actions={
        <button type="button" className="button primary" onClick={onClose}>
          Close
        </button>
      }
    >
      <p className="analysis-reason" data-testid="enterprise-contact">
        Enterprise review is set up for each customer. To arrange it, please contact our sales team
        {salesEmail ? (
          <>
            {' '}
            at <MailLink address={salesEmail} subject="Enterprise review" />.
          </>
        ) : (
          '.'
        )}
      </p>
    </DialogFrame>
  );
}
