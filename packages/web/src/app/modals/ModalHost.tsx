import { Dialog } from 'radix-ui';
import { type OpenModal, useUiStore } from '../../state/ui';
import { CloseIcon } from '../icons';
import { ProgressModalBody } from './ProgressModalBody';
import './modal.css';

function ModalActions({ modal, close }: { modal: OpenModal; close: () => void }) {
  if (modal.type === 'progress') return null;
  if (modal.type === 'info') {
    return (
      <div className="modal__actions">
        <button type="button" className="button primary" onClick={close}>
          OK
        </button>
      </div>
    );
  }
  return (
    <div className="modal__actions">
      <button
        type="button"
        className="button"
        onClick={() => {
          close();
          modal.onCancel?.();
        }}
      >
        {modal.cancelLabel ?? 'Cancel'}
      </button>
      <button
        type="button"
        className="button primary"
        onClick={() => {
          close();
          modal.onConfirm();
        }}
      >
        {modal.confirmLabel ?? 'Confirm'}
      </button>
    </div>
  );
}

/** Shows the modal requested through the ui store (`openModal`): confirmation, progress or info. */
export function ModalHost() {
  const modal = useUiStore((state) => state.modal);
  const closeModal = useUiStore((state) => state.closeModal);
  return (
    <Dialog.Root
      open={modal !== null}
      onOpenChange={(open) => {
        if (!open) closeModal();
      }}
    >
      {modal ? (
        <Dialog.Portal>
          <Dialog.Overlay className="modal-overlay" />
          <Dialog.Content key={modal.key} className="modal" data-modal-type={modal.type}>
            <header className="modal__header">
              <Dialog.Title className="modal__title">{modal.title}</Dialog.Title>
              <Dialog.Close className="modal__close" aria-label="Close">
                <CloseIcon size={16} />
              </Dialog.Close>
            </header>
            <Dialog.Description className="modal__message">{modal.message}</Dialog.Description>
            {modal.type === 'progress' ? <ProgressModalBody title={modal.title} /> : null}
            <ModalActions modal={modal} close={closeModal} />
          </Dialog.Content>
        </Dialog.Portal>
      ) : null}
    </Dialog.Root>
  );
}
