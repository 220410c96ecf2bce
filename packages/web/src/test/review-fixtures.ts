import { createRequirementFile, importSpec, type Review } from '@specwright/core';
import { useAccountSpecsStore } from '../state/account-specs';
import { useLivePresenceStore } from '../state/live-presence';
import { useReviewsStore } from '../state/reviews';
import { useSessionStore } from '../state/session';
import { useSpecFilesStore } from '../state/spec-files';

export const FILE = 'file-1';
export const SPEC = '0a0b0c0d-1111-4222-8333-444455556666';
export const REVIEW = '1a0b0c0d-1111-4222-8333-444455556666';

const ada = { id: 'u1', name: 'Ada' };
const ben = { id: 'u2', name: 'Ben' };

/** A review of rows r1 and r2: Ada reviews, Ben approves, Ben asked for it. */
export function reviewOf(over: Partial<Review> = {}): Review {
  return {
    id: REVIEW,
    spec_id: SPEC,
    title: 'Release 2 sign-off',
    scope: 'all',
    since_version: null,
    row_ids: ['r1', 'r2'],
    due_date: '2026-12-12',
    status: 'open',
    requested_by: ben,
    created_at: '2026-11-20T10:00:00.000Z',
    closed_at: null,
    baseline_version_id: null,
    people: [
      { user: ada, role: 'reviewer' },
      { user: ben, role: 'approver' },
    ],
    marks: [],
    signatures: [],
    progress: { rows: 2, reviewed: 0, needs_changes: 0, approved: 0, rejected: 0, open_comments: 0 },
    ...over,
  };
}

/** A mark of `userId` on `rowId`. */
export function markBy(userId: string, rowId: string, mark: Review['marks'][number]['mark']) {
  const role = mark === 'approved' || mark === 'rejected' ? 'approver' : 'reviewer';
  return {
    row_id: rowId,
    user_id: userId,
    role,
    mark,
    fingerprint: 'f',
    at: '2026-11-21T10:00:00.000Z',
  } as const;
}

/** Opens a two-row spec kept in the account (personal, or in a workspace), signed in as `userId`. */
export function openKeptSpec(userId: string, workspaceId?: string) {
  const imported = importSpec({
    columns: [{ field: 'description', headerName: 'Requirement' }],
    rows: [
      { id: 'r1', description: 'The system shall log sign-ins.' },
      { id: 'r2', description: 'The system shall lock an account after five failures.' },
    ],
  });
  if (!imported.ok) throw new Error(imported.message);
  const file = createRequirementFile(imported.spec, { id: FILE, title: 'Payments' });
  useSpecFilesStore.setState({ specs: {} });
  useLivePresenceStore.setState({ specs: {} });
  useAccountSpecsStore.setState({ links: {}, kept: {} });
  useReviewsStore.setState({ specs: {}, shown: null });
  useSpecFilesStore.getState().addSpec(file);
  useAccountSpecsStore
    .getState()
    .link(FILE, { specId: SPEC, version: 1, base: file, ...(workspaceId ? { workspaceId } : {}) });
  if (workspaceId) useLivePresenceStore.getState().update(SPEC, { role: 'reviewer' });
  const name = userId === ada.id ? ada.name : ben.name;
  useSessionStore.getState().setUser({
    uid: userId,
    email: `${name.toLowerCase()}@example.com`,
    displayName: name,
    photoURL: null,
    createdAt: null,
    lastSignInAt: null,
  });
  return file;
}
