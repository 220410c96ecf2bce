import { describe, expect, it } from 'vitest';
import { earsParts } from './ears-parts.js';

describe('earsParts', () => {
  it('reads an event-driven requirement: WHEN trigger, subject, modal and response', () => {
    expect(earsParts('WHEN the user presses Save, the editor shall store the file.')).toEqual({
      preconditions: [],
      trigger: 'the user presses Save',
      unwanted: false,
      subject: 'the editor',
      modal: 'shall',
      response: 'store the file',
    });
  });

  it('reads WHILE states and an IF … THEN condition as precondition and unwanted trigger', () => {
    const parts = earsParts(
      'REQ-7: While offline, if the upload fails, then the app shall queue the upload.',
    );
    expect(parts.preconditions).toEqual(['offline']);
    expect(parts.trigger).toBe('the upload fails');
    expect(parts.unwanted).toBe(true);
    expect(parts.subject).toBe('the app');
    expect(parts.response).toBe('queue the upload');
  });

  it('moves a trailing condition after the response to the trigger', () => {
    const parts = earsParts('The system shall lock the account if the password is wrong three times.');
    expect(parts.trigger).toBe('the password is wrong three times');
    expect(parts.unwanted).toBe(true);
    expect(parts.response).toBe('lock the account');
  });

  it('keeps a negated modal and takes a sentence without a modal as the response', () => {
    expect(earsParts('The server must not log passwords.').modal).toBe('must not');
    expect(earsParts('Fast search over all files.')).toMatchObject({
      subject: '',
      modal: '',
      response: 'Fast search over all files',
    });
  });
});
