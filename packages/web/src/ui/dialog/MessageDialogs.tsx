import { ProgressBar } from '../ProgressBar';
import { DialogFrame } from './DialogFrame';
import { useProgressFill } from './use-progress-fill';

interface MessageProps {
  title: string;
  message: string;
  onClose: () => void;
}

/** A message with OK, and a link under it when there is one (opened in a new tab). */
export function InfoDialog({
  title,
  message,
  link,
  onClose,
}: MessageProps & { link?: { href: string; label: string } | undefined }) {
  return (
    <DialogFrame
      title={title}
      description={message}
      onClose={onClose}
      actions={
        <button type="button" className="button primary" onClick={onClose}>
          OK
        </button>
      }
    >
      {link ? (
        <p>
          <a href={link.href} target="_blank" rel="noreferrer">
            {link.label}
          </a>
        </p>
      ) : null}
    </DialogFrame>
  );
}

interface ConfirmationProps extends MessageProps {
  confirmLabel?: string | undefined;
  cancelLabel?: string | undefined;
  onConfirm: () => void;
  onCancel?: (() => void) | undefined;
}

/** A question: the buttons close the dialog, then run their callback; × and Escape only close it. */
export function ConfirmationDialog({
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
  onClose,
}: ConfirmationProps) {
  return (
    <DialogFrame
      title={title}
      description={message}
      onClose={onClose}
      actions={
        <>
          <button
            type="button"
            className="button"
            onClick={() => {
              onClose();
              onCancel?.();
            }}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className="button primary"
            onClick={() => {
              onClose();
              onConfirm();
            }}
          >
            {confirmLabel}
          </button>
        </>
      }
    />
  );
}

interface ProgressProps extends MessageProps {
  percentage?: number | undefined;
  onCancel?: (() => void) | undefined;
}

/**
 * A message over a bar that shows `percentage`, or fills by itself without one; whoever opened it closes
 * it. With `onCancel` it has a Cancel button, and × and Escape cancel too.
 */
export function ProgressDialog({ title, message, percentage, onCancel, onClose }: ProgressProps) {
  const filling = useProgressFill();
  const cancel = onCancel
    ? () => {
        onClose();
        onCancel();
      }
    : onClose;
  return (
    <DialogFrame
      title={title}
      description={message}
      onClose={cancel}
      actions={
        onCancel ? (
          <button type="button" className="button" onClick={cancel}>
            Cancel
          </button>
        ) : undefined
      }
    >
      <ProgressBar percentage={percentage ?? filling} label={title} />
    </DialogFrame>
  );
}
