import { Dialog } from 'radix-ui';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';
import { CloseIcon } from '../icons';
import { Notice } from '../Notice';
import '../form.css';
import './dialog.css';

export interface DialogFrameProps {
  title: string;
  /** The line (or message) under the title, read out when the dialog opens. */
  description: string;
  children?: ReactNode;
  /** Right-aligned buttons, the primary one last. */
  actions?: ReactNode;
  /** Every way of closing (×, Escape, Cancel) goes through here. */
  onClose: () => void;
  /** 480 px for forms and messages, 720 px for the analysis dialogs (score analysis, quality reviews). */
  width?: 'normal' | 'wide';
  testId?: string | undefined;
  /** The current step of a dialog with steps (data-step), for tests and styles. */
  step?: string;
  /**
   * Makes the dialog a form: Enter submits (from drop-downs and check boxes too), the focus starts in
   * the first field, and a form-level error shows above the actions.
   */
  form?: { onSubmit: () => void; error?: string | null | undefined };
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

/** Starts a form dialog in its first field rather than on the close button. */
function focusFirstField(event: Event): void {
  const content = event.currentTarget;
  const first =
    content instanceof HTMLElement
      ? content.querySelector<HTMLElement>(
          '.dialog__body :is(input:not([type="hidden"]), select, textarea, button):not(:disabled)',
        )
      : null;
  if (!first) return;
  event.preventDefault();
  first.focus();
}

/**
 * The frame of every dialog: title with a close button, the description, the body and the actions.
 * Radix traps the focus, closes on Escape and gives the focus back when the dialog goes.
 */
export function DialogFrame({
  title,
  description,
  children,
  actions,
  onClose,
  width = 'normal',
  testId,
  step,
  form,
}: DialogFrameProps) {
  const content = (
    <>
      <header className="dialog__header">
        <Dialog.Title className="dialog__title">{title}</Dialog.Title>
        <Dialog.Close className="dialog__close" aria-label="Close">
          <CloseIcon size={16} />
        </Dialog.Close>
      </header>
      <Dialog.Description className="dialog__message">{description}</Dialog.Description>
      {children || form ? <div className="dialog__body">{children}</div> : null}
      {form?.error ? <Notice tone="error">{form.error}</Notice> : null}
      {actions ? <div className="dialog__actions">{actions}</div> : null}
    </>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form?.onSubmit();
  };
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={width === 'wide' ? 'dialog dialog--wide' : 'dialog'}
          data-testid={testId}
          data-step={step}
          onOpenAutoFocus={form ? focusFirstField : undefined}
        >
          {form ? (
            <form className="dialog__form" onSubmit={submit} onKeyDown={submitOnEnter} noValidate>
              {content}
            </form>
          ) : (
            content
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
