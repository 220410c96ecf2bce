import { create } from 'zustand';

export interface ConfirmationModal {
  type: 'confirmation';
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel?: () => void;
}

export interface ProgressModal {
  type: 'progress';
  title: string;
  message: string;
}

export interface InfoModal {
  type: 'info';
  title: string;
  message: string;
}

export type ModalRequest = ConfirmationModal | ProgressModal | InfoModal;

/** The form dialogs of the Edit menu (and the table's column menu), each on one open spec file. */
export type DialogRequest =
  | { kind: 'addColumn'; fileId: string }
  | { kind: 'removeColumns'; fileId: string }
  | { kind: 'editColumn'; fileId: string; field?: string }
  | { kind: 'hideColumns'; fileId: string }
  | { kind: 'showColumns'; fileId: string }
  | { kind: 'fillDefaultValue'; fileId: string };

/** An open modal; the key changes with every `openModal`, so a new modal starts fresh. */
export type OpenModal = ModalRequest & { key: number };

export interface UiState {
  modal: OpenModal | null;
  openModal: (modal: ModalRequest) => void;
  closeModal: () => void;
  dialog: DialogRequest | null;
  openDialog: (dialog: DialogRequest) => void;
  closeDialog: () => void;
}

let nextModalKey = 1;

export const useUiStore = create<UiState>()((set) => ({
  modal: null,
  openModal: (modal) => set({ modal: { ...modal, key: nextModalKey++ } }),
  closeModal: () => set({ modal: null }),
  dialog: null,
  openDialog: (dialog) => set({ dialog }),
  closeDialog: () => set({ dialog: null }),
}));
