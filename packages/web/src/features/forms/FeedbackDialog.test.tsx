import { ANONYMOUS_FEEDBACK_EMAIL, FORM_MESSAGES } from '@specwright/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDialog, openDialogProps } from '../../state/dialogs';
import { useSessionStore } from '../../state/session';
import { FeedbackDialog } from './FeedbackDialog';
import { FEEDBACK_PATH } from './feedback-api';

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const sendButton = () => screen.getByRole('button', { name: /^Send/ }) as HTMLButtonElement;
const message = () => screen.getByRole('textbox', { name: 'Message' });
const sentBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));

function renderDialog() {
  const onClose = vi.fn();
  render(<FeedbackDialog onClose={onClose} />);
  return { onClose, user: userEvent.setup() };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.setState({ status: 'signedOut', user: null });
  openDialog('feedback');
});

afterEach(() => vi.unstubAllGlobals());

describe('FeedbackDialog', () => {
  it('keeps Send disabled while the message is empty', async () => {
    const { user } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Send Feedback' })).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Name (optional)' }), 'Ada');
    expect(sendButton().disabled).toBe(true);
    await user.type(message(), '   ');
    expect(sendButton().disabled).toBe(true);
    await user.type(message(), 'Great');
    expect(sendButton().disabled).toBe(false);
  });

  it("says 'Message cannot be empty.' once the message is left empty or cleared", async () => {
    const { user } = renderDialog();
    expect(screen.queryByText(FORM_MESSAGES.messageRequired)).toBeNull();
    await user.type(message(), 'Hi');
    await user.clear(message());
    expect(screen.getByText(FORM_MESSAGES.messageRequired)).toBeTruthy();
    expect(message().getAttribute('aria-invalid')).toBe('true');
  });

  it('counts the characters against the 1000 limit and stops at 1000', async () => {
    const { user } = renderDialog();
    expect(screen.getByTestId('feedback-message-counter').textContent).toBe('0 / 1000');
    await user.type(message(), 'Hello');
    expect(screen.getByTestId('feedback-message-counter').textContent).toBe('5 / 1000');
    expect(message().getAttribute('maxlength')).toBe('1000');
  });

  it('sends anonymously when signed out, then thanks the user and closes', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true }));
    const { user } = renderDialog();
    await user.type(message(), 'Great tool');
    await user.click(sendButton());
    await waitFor(() => expect(openDialogProps('info')?.title).toBe('Feedback Sent'));
    expect(openDialogProps('info')?.message).toBe(FORM_MESSAGES.feedbackSent);
    expect(openDialogProps('feedback')).toBeUndefined();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(FEEDBACK_PATH);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentBody()).toEqual({ message: 'Great tool', email: ANONYMOUS_FEEDBACK_EMAIL, kind: 'feedback' });
  });

  it("sends the signed-in user's email and the optional name", async () => {
    useSessionStore.setState({
      status: 'signedIn',
      user: {
        uid: 'u1',
        email: 'ada@example.com',
        displayName: 'Ada',
        photoURL: null,
        createdAt: null,
        lastSignInAt: null,
      },
    });
    fetchMock.mockResolvedValue(answer(200));
    const { user } = renderDialog();
    expect(screen.getByText('We will reply to ada@example.com.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Name (optional)' }), 'Ada L');
    await user.type(message(), 'Nice');
    await user.click(sendButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody()).toEqual({
      name: 'Ada L',
      message: 'Nice',
      email: 'ada@example.com',
      kind: 'feedback',
    });
  });

  it('disables Send while sending', async () => {
    let finish: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { user } = renderDialog();
    await user.type(message(), 'Hello');
    await user.click(sendButton());
    expect(sendButton().textContent).toBe('Sending…');
    expect(sendButton().disabled).toBe(true);
    finish(answer(200));
    await waitFor(() => expect(openDialogProps('feedback')).toBeUndefined());
  });

  it("says 'Failed to send feedback.' when the server refuses, and keeps the text", async () => {
    fetchMock.mockResolvedValue(answer(500, {}));
    const { user } = renderDialog();
    await user.type(message(), 'Hello');
    await user.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send feedback.');
    expect((message() as HTMLTextAreaElement).value).toBe('Hello');
    expect(sendButton().disabled).toBe(false);
  });

  it("adds the server's reason and says 'An unknown error occurred.' without a response", async () => {
    fetchMock.mockResolvedValueOnce(answer(429, { error: 'Too Many Requests', message: 'Slow down.' }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderDialog();
    await user.type(message(), 'Hello');
    await user.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send feedback. Slow down.');
    await user.click(sendButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('An unknown error occurred.'));
  });
});
