import type { PublicConfig } from '@specwright/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client';
import type { SidePanelKind } from '../../state/layout';
import { useSessionStore } from '../../state/session';
import { useSpecFilesStore } from '../../state/spec-files';
import { useTabSetStore } from '../../state/tab-set';
import { renderWithConfig } from '../../test/render-with-config';
import { specFileFixture } from '../../test/spec-fixture';
import { SidePanel } from './SidePanel';

const AI_ON: Partial<PublicConfig> = { ai: { configured: true, provider: 'openai-compatible', model: 'm' } };
const SIGNED_IN = {
  uid: 'u1',
  email: 'ada@example.com',
  displayName: 'Ada',
  photoURL: null,
  createdAt: null,
  lastSignInAt: null,
};

function show(panel: SidePanelKind, config: Partial<PublicConfig> = AI_ON) {
  const user = userEvent.setup();
  renderWithConfig(
    <QueryClientProvider client={createQueryClient()}>
      <SidePanel panel={panel} width={350} resizeHandle={null} />
    </QueryClientProvider>,
    config,
  );
  return user;
}

function sseResponse(text: string): Response {
  const events = [
    ['start', { conversationId: 'c1' }],
    ['delta', { text: text.slice(0, 5) }],
    ['delta', { text: text.slice(5) }],
    ['done', { reply: text, conversationId: 'c1' }],
  ] as const;
  const body = events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

beforeAll(async () => {
  // The panels are lazy: load their modules once so the first test does not wait on the import.
  await Promise.all([
    import('../../features/assistant/chat/ChatPanel'),
    import('../../features/assistant/agent/AgentPanel'),
  ]);
});

beforeEach(() => {
  // Opening a panel sends feature_used; no test here may reach the network.
  vi.stubGlobal('fetch', async () => new Response('{}'));
  useSpecFilesStore.setState({ specs: {} });
  useSpecFilesStore.getState().addSpec(specFileFixture(2, 'side-f1'));
  useTabSetStore.setState({
    tabs: [
      { id: 'spec-side-f1', title: 'Side', type: 'spec', requirementFileId: 'side-f1', viewMode: 'table' },
    ],
    activeTabId: 'spec-side-f1',
  });
  useSessionStore.setState({ user: SIGNED_IN, status: 'signedIn' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SidePanel chat and agent', () => {
  it('signed out, chat says User not authenticated. and agent Error: User not authenticated., with Sign In', async () => {
    useSessionStore.setState({ user: null, status: 'signedOut' });
    show('chat');
    expect(screen.getByRole('heading', { name: 'Chat' })).toBeTruthy();
    expect(await screen.findByText('User not authenticated.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('signed out agent panel', async () => {
    useSessionStore.setState({ user: null, status: 'signedOut' });
    show('agent');
    expect(await screen.findByText('Error: User not authenticated.')).toBeTruthy();
  });

  it('without a model, both panels say the assistant is not available, without server settings', async () => {
    show('agent', { ai: { configured: false, provider: null, model: null } });
    const notice = await screen.findByTestId('assistant-no-model');
    expect(notice.textContent).toBe(
      'The AI assistant is not available on this server. Ask your administrator to configure a language model.',
    );
    expect(notice.textContent).not.toMatch(/LLM_/);
    expect(screen.queryByLabelText('Instruction')).toBeNull();
  });

  it('chat streams an answer as Markdown with the spec and the selected row as context', async () => {
    const bodies: unknown[] = [];
    const events: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url.endsWith('/api/analytics/events')) {
        events.push(JSON.parse(String(init.body)));
        return new Response('{}');
      }
      bodies.push(JSON.parse(String(init.body)));
      return sseResponse('**Two** requirements.');
    });
    act(() => useSpecFilesStore.getState().selectRow('side-f1', 'r2'));
    const user = show('chat');
    await user.type(await screen.findByLabelText('Message'), 'How many?{Enter}');
    await waitFor(() => expect(screen.getByText('Two').tagName).toBe('STRONG'));
    expect(bodies[0]).toMatchObject({
      messages: [{ role: 'user', content: 'How many?' }],
      activeDocumentContext: { documentId: 'side-f1', format: 'json', focusedRequirementId: 'r2' },
    });
    const context = (bodies[0] as { activeDocumentContext: { content: string } }).activeDocumentContext;
    expect(JSON.parse(context.content).rows).toHaveLength(2);
    expect(events).toEqual([
      expect.objectContaining({
        name: 'feature_used',
        properties: expect.objectContaining({ feature: 'chat_panel', source: 'panel' }),
      }),
    ]);
  });

  it('agent Accept All and Discard All are unavailable without proposed changes', async () => {
    show('agent');
    expect(await screen.findByText('No pending changes.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept All' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Discard All' }).getAttribute('aria-disabled')).toBe('true');
  });
});
