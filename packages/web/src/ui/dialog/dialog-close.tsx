/**
 * Closing an analysis dialog resets its controller, then tells the host; `closeButton` renders that action
 * with any label ('Close', 'Cancel', 'Done').
 */
export function dialogClose(resetController: () => void, onClose: () => void) {
  const close = () => {
    resetController();
    onClose();
  };
  const closeButton = (label = 'Close') => (
    <button type="button" className="button" onClick={close}>
      {label}
    </button>
  );
  return { close, closeButton };
}
