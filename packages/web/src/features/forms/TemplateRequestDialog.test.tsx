import { ANONYMOUS_FEEDBACK_EMAIL, FORM_MESSAGES } from '@specwright/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDialog, openDialogProps } from '../../state/dialogs';
import { useSessionStore } from '../../state/session';
import { TemplateRequestDialog } from './TemplateRequestDialog';

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const field = (name: string) => screen.getByRole('textbox', { name });
const send = () => screen.getByRole('button', { name: /^Send/ }) as HTMLButtonElement;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.setState({ status: 'signedOut', user: null });
  openDialog('templateRequest');
});

afterEach(() => vi.unstubAllGlobals());

describe('TemplateRequestDialog', () => {
  it('requires the template name and description, with the spec messages', async () => {
    const user = userEvent.setup();
    render(<TemplateRequestDialog onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Request a Template' })).toBeTruthy();
    await user.click(send());
    expect(screen.getByText(FORM_MESSAGES.templateNameRequired)).toBeTruthy();
    expect(screen.getByText(FORM_MESSAGES.templateDescriptionRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(field('Template Name'), 'Mobile app');
    expect(screen.queryByText(FORM_MESSAGES.templateNameRequired)).toBeNull();
    expect(screen.getByText(FORM_MESSAGES.templateDescriptionRequired)).toBeTruthy();
    expect(screen.getByTestId('template-request-description-counter').textContent).toBe('0 / 1000');
  });

  it('sends the request with the optional name and email', async () => {
    fetchMock.mockResolvedValue(answer(200));
    const user = userEvent.setup();
    render(<TemplateRequestDialog onClose={() => {}} />);
    await user.type(field('Template Name'), 'Mobile app');
    await user.type(field('Template Description'), 'Screens and offline rules');
    await user.type(field('Your Name (optional)'), 'Grace');
    await user.click(send());
    await waitFor(() => expect(openDialogProps('info')?.title).toBe('Template Requested'));
    expect(openDialogProps('info')?.message).toBe(FORM_MESSAGES.templateRequestSent);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Grace',
      message: 'Screens and offline rules',
      email: ANONYMOUS_FEEDBACK_EMAIL,
      kind: 'template-request',
      templateName: 'Mobile app',
      templateDescription: 'Screens and offline rules',
    });
    expect(openDialogProps('templateRequest')).toBeUndefined();
  });

  it("says 'Failed to send template request.' or 'An unknown error occurred.'", async () => {
    fetchMock.mockResolvedValueOnce(answer(502));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    render(<TemplateRequestDialog onClose={() => {}} />);
    await user.type(field('Template Name'), 'Mobile app');
    await user.type(field('Template Description'), 'Screens');
    await user.type(field('Email (optional)'), 'grace@example.com');
    await user.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send template request.');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)).email).toBe('grace@example.com');
    await user.click(send());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('An unknown error occurred.'));
  });
});
