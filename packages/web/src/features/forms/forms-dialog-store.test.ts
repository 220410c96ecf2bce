import { describe, expect, it, vi } from 'vitest';
import { trackEvent } from '../../analytics/track-event';
import { closeFormDialog, openFormDialog, useFormsDialogStore } from './forms-dialog-store';

vi.mock('../../analytics/track-event', () => ({
  trackEvent: vi.fn(),
  trackFeatureUsed: (feature: string) => trackEvent('feature_used', { feature }),
}));

describe('forms dialog store', () => {
  it('opens each dialog fresh and records feature_used', () => {
    openFormDialog('feedback');
    const first = useFormsDialogStore.getState();
    expect(first.open).toBe('feedback');
    expect(trackEvent).toHaveBeenLastCalledWith('feature_used', { feature: 'send_feedback' });
    openFormDialog('templateRequest');
    expect(useFormsDialogStore.getState().open).toBe('templateRequest');
    expect(useFormsDialogStore.getState().key).toBe(first.key + 1);
    expect(trackEvent).toHaveBeenLastCalledWith('feature_used', { feature: 'request_template' });
    closeFormDialog();
    expect(useFormsDialogStore.getState().open).toBeNull();
  });
});
