import { type ComponentType, Suspense } from 'react';
import { OpenFileInput } from '../../features/files/OpenFileInput';
import { closeDialog, type OpenDialog, useDialogStore } from '../../state/dialogs';
import { NoticeToast } from '../notices/NoticeToast';
import { DIALOG_COMPONENTS, type DialogControls } from './dialog-registry';

function OpenDialogView({ open }: { open: OpenDialog }) {
  // The registry gives each kind a component taking that kind's props, and the store keeps kind and
  // props together, so the component fits the props it is given.
  const Dialog = DIALOG_COMPONENTS[open.kind] as ComponentType<OpenDialog['props'] & DialogControls>;
  return <Dialog {...open.props} onClose={closeDialog} />;
}

/**
 * The open dialog (see `openDialog`), plus the hidden input of File → Open File and the notice toast
 * (what an opened file changed, or why an action failed).
 */
export function DialogHost() {
  const open = useDialogStore((state) => state.open);
  return (
    <>
      {open ? (
        <Suspense fallback={null}>
          <OpenDialogView key={open.key} open={open} />
        </Suspense>
      ) : null}
      <OpenFileInput />
      <NoticeToast />
    </>
  );
}
