import { Dialog } from 'radix-ui';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { CloseIcon } from '../icons';
import '../modals/modal.css';
import './dialogs.css';

export interface FormDialogProps {
  title: string;
  /** One line under the title, read out when the dialog opens. */
  description: string;
  children: ReactNode;
  submitLabel: string;
  /** Danger styles the primary button for destructive confirmations. */
  submitVariant?: 'primary' | 'danger';
  /** Disables the primary button (e.g. while a required field is empty or the form is sending). */
  submitDisabled?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  /** A form-level error shown above the actions (e.g. 'Please fix errors before submitting.'). */
  formError?: string | null;
  /** Extra buttons placed before Cancel (e.g. Show All). */
  extraActions?: ReactNode;
  testId?: string;
}

/** Enter submits from drop-downs and checkboxes too, not only from text fields. */
function submitOnEnter(event: KeyboardEvent<HTMLFormElement>): void {
  const target = event.target;
  const choice =
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio'));
  if (event.key !== 'Enter' || !choice || event.defaultPrevented) return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}

function firstField(content: HTMLElement): HTMLElement | null {
  return content.querySelector<HTMLElement>(
    '.form-dialog__body :is(input:not([type="hidden"]), select, textarea, button):not(:disabled)',
  );
}

/**
 * A 480 px form dialog: title, body, right-aligned actions with the primary one last.
 * Radix traps the focus and closes on Escape; Enter in a field submits the form.
 */
export function FormDialog({
  title,
  description,
  children,
  submitLabel,
  submitVariant = 'primary',
  submitDisabled = false,
  onSubmit,
  onClose,
  formError,
  extraActions,
  testId,
}: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className="modal form-dialog"
          data-testid={testId}
          onOpenAutoFocus={(event) => {
            // Start in the first field rather than on the close button.
            const first = event.currentTarget instanceof HTMLElement ? firstField(event.currentTarget) : null;
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
        >
          <form className="form-dialog__form" onSubmit={submit} onKeyDown={submitOnEnter} noValidate>
            <header className="modal__header">
              <Dialog.Title className="modal__title">{title}</Dialog.Title>
              <Dialog.Close className="modal__close" aria-label="Close">
                <CloseIcon size={16} />
              </Dialog.Close>
            </header>
            <Dialog.Description className="modal__message">{description}</Dialog.Description>
            <div className="form-dialog__body">{children}</div>
            {formError ? (
              <p className="form-dialog__error" role="alert">
                {formError}
              </p>
            ) : null}
            <div className="modal__actions">
              {extraActions ? <div className="form-dialog__extra">{extraActions}</div> : null}
              <Dialog.Close asChild>
                <button type="button" className="button">
                  Cancel
                </button>
              </Dialog.Close>
              <button type="submit" className={`button ${submitVariant}`} disabled={submitDisabled}>
                {submitLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
