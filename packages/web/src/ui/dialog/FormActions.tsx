import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

export interface FormActionsProps {
  submitLabel: string;
  /** Danger styles the primary button for destructive confirmations. */
  submitVariant?: 'primary' | 'danger' | undefined;
  /** Disables the primary button (e.g. while a required field is empty or the form is sending). */
  submitDisabled?: boolean;
  /** Extra buttons placed at the start of the row (e.g. Show All). */
  extraActions?: ReactNode;
}

/** The actions of a form dialog: its extra buttons, Cancel, and the submit button last. */
export function FormActions({
  submitLabel,
  submitVariant = 'primary',
  submitDisabled = false,
  extraActions,
}: FormActionsProps) {
  return (
    <>
      {extraActions ? <div className="dialog__extra">{extraActions}</div> : null}
      <Dialog.Close asChild>
        <button type="button" className="button">
          Cancel
        </button>
      </Dialog.Close>
      <button type="submit" className={`button ${submitVariant}`} disabled={submitDisabled}>
        {submitLabel}
      </button>
    </>
  );
}
