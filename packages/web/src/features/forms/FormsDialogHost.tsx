import { FeedbackDialog } from './FeedbackDialog';
import { closeFormDialog, useFormsDialogStore } from './forms-dialog-store';
import { TemplateRequestDialog } from './TemplateRequestDialog';

/** Shows the Send Feedback or Request a Template dialog opened through `openFormDialog`. */
export function FormsDialogHost() {
  const open = useFormsDialogStore((state) => state.open);
  const key = useFormsDialogStore((state) => state.key);
  if (open === 'feedback') return <FeedbackDialog key={key} onClose={closeFormDialog} />;
  if (open === 'templateRequest') return <TemplateRequestDialog key={key} onClose={closeFormDialog} />;
  return null;
}
