import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { CloseIcon } from '../../app/icons';
import '../../app/dialogs/dialogs.css';
import '../../app/modals/modal.css';
import '../score/score.css';
import './analysis-ui.css';

export interface AnalysisDialogProps {
  title: string;
  /** One line under the title, read out when the dialog opens. */
  description: string;
  children?: ReactNode;
  /** Right-aligned buttons, the primary one last. */
  actions?: ReactNode;
  onClose: () => void;
  testId: string;
  /** The current step, for tests and styles. */
  step: string;
}

/**
 * The 720 px frame of the review and analysis dialogs: title, body, right-aligned actions.
 * Radix traps the focus and closes on Escape; closing always goes through `onClose`.
 */
export function AnalysisDialog({
  title,
  description,
  children,
  actions,
  onClose,
  testId,
  step,
}: AnalysisDialogProps) {
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content className="modal analysis-dialog" data-testid={testId} data-step={step}>
          <header className="modal__header">
            <Dialog.Title className="modal__title">{title}</Dialog.Title>
            <Dialog.Close className="modal__close" aria-label="Close">
              <CloseIcon size={16} />
            </Dialog.Close>
          </header>
          <Dialog.Description className="modal__message">{description}</Dialog.Description>
          {children ? <div className="analysis-dialog__body">{children}</div> : null}
          {actions ? <div className="modal__actions">{actions}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A status line of a dialog: an error (role alert) or a notice (role status). */
export function DialogNotice({
  kind,
  children,
}: {
  kind: 'error' | 'info' | 'success';
  children: ReactNode;
}) {
  return (
    <p className={`analysis-notice analysis-notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
