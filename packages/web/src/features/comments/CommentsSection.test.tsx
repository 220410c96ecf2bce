import { type CommentThread, createRequirementFile, importSpec } from '@specwright/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountSpecsStore } from '../../state/account-specs';
import { useCommentsStore } from '../../state/comments';
import { useLivePresenceStore } from '../../state/live-presence';
import { useSpecFilesStore } from '../../state/spec-files';
import { stubFetch } from '../../test/auth-fetch';
import { CommentsSection, NOT_KEPT_MESSAGE } from './CommentsSection';

const FILE = 'file-1';
const SPEC = '0a0b0c0d-1111-4222-8333-444455556666';
const LIST = `GET /api/specs/${SPEC}/comments`;

const thread = (over: Partial<CommentThread> = {}): CommentThread => ({
  id: '1a0b0c0d-1111-4222-8333-444455556666',
  row_id: 'r1',
  field: null,
  quote: null,
  start: null,
  end: null,
  kind: 'question',
  body: 'Which log?',
  proposed_text: null,
  status: 'open',
  author: { id: 'u2', name: 'Ben' },
  created_at: new Date().toISOString(),
  resolved_by: null,
  resolved_at: null,
  accepted_by: null,
  accepted_at: null,
  replies: [],
  ...over,
});

function openSpec(kept: { workspaceId?: string } | null) {
  const imported = importSpec({
    columns: [{ field: 'description', headerName: 'Requirement' }],
    rows: [{ id: 'r1', description: 'The system shall log sign-ins.' }],
  });
  if (!imported.ok) throw new Error(imported.message);
  const file = createRequirementFile(imported.spec, { id: FILE, title: 'Spec' });
  useSpecFilesStore.getState().addSpec(file);
  if (!kept) return;
  useAccountSpecsStore.getState().link(FILE, { specId: SPEC, version: 1, base: file, ...kept });
}

const renderSection = () => render(<CommentsSection fileId={FILE} rowId="r1" />);

beforeEach(() => {
  useSpecFilesStore.setState({ specs: {} });
  useLivePresenceStore.setState({ specs: {} });
  useAccountSpecsStore.setState({ links: {}, kept: {} });
  useCommentsStore.setState({ specs: {}, quote: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('the comments of the selected row', () => {
  it('asks to keep a local file in the account first', () => {
    openSpec(null);
    renderSection();
    expect(screen.getByText(NOT_KEPT_MESSAGE)).toBeTruthy();
  });

  it('loads, shows the empty state, and sends a new thread with Ctrl+Enter', async () => {
    openSpec({});
    const { calls } = stubFetch({
      [LIST]: { status: 200, body: { threads: [] } },
      [`POST /api/specs/${SPEC}/comments`]: { status: 201, body: { thread: thread() } },
    });
    renderSection();
    expect(screen.getByRole('status').textContent).toBe('Loading comments…');
    expect(await screen.findByText('No comments on this requirement yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'question' } });
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Which log?' } });
    fireEvent.keyDown(screen.getByLabelText('Comment'), { key: 'Enter', ctrlKey: true });
    const article = await screen.findByRole('article', { name: 'Question by Ben' });
    expect(within(article).getByText('Which log?')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { row_id: 'r1', kind: 'question' } });
  });

  it('shows the server’s message and a retry when loading fails', async () => {
    openSpec({});
    stubFetch({ [LIST]: { status: 404, body: { error: 'Not Found', message: 'Spec not found.' } } });
    renderSection();
    expect((await screen.findByRole('alert')).textContent).toContain('Spec not found.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows a viewer the threads, kept current live, without a composer', async () => {
    openSpec({ workspaceId: 'w1' });
    useLivePresenceStore.getState().update(SPEC, { role: 'viewer' });
    stubFetch({ [LIST]: { status: 200, body: { threads: [thread()] } } });
    renderSection();
    await screen.findByRole('article', { name: 'Question by Ben' });
    expect(screen.queryByRole('form', { name: 'New comment' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Reply' })).toBeNull();
    act(() => useCommentsStore.getState().upsert(SPEC, thread({ status: 'resolved' })));
    expect(screen.getByText('Resolved')).toBeTruthy();
  });
});
