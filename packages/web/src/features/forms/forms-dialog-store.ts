import { create } from 'zustand';
import { trackFeatureUsed } from '../../analytics/track-event';

/** The two forms of spec section 5 that go to the provider. */
export type FormDialogKind = 'feedback' | 'templateRequest';

const FEATURE_NAMES: Record<FormDialogKind, string> = {
  feedback: 'send_feedback',
  templateRequest: 'request_template',
};

interface FormsDialogState {
  open: FormDialogKind | null;
  /** Changes with every opening, so a reopened dialog starts empty. */
  key: number;
}

export const useFormsDialogStore = create<FormsDialogState>()(() => ({ open: null, key: 0 }));

/** Opens the Send Feedback or Request a Template dialog and records the feature use. */
export function openFormDialog(kind: FormDialogKind): void {
  useFormsDialogStore.setState((state) => ({ open: kind, key: state.key + 1 }));
  trackFeatureUsed(FEATURE_NAMES[kind]);
}

export function closeFormDialog(): void {
  useFormsDialogStore.setState({ open: null });
}
