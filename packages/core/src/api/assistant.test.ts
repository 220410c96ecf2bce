import { describe, expect, it } from 'vitest';
import {
  agentRequestSchema,
  agentResponseSchema,
  chatRequestSchema,
  chatStreamEventSchema,
} from './assistant.js';

const issues = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('chat request', () => {
  it('defaults a new conversation and needs a non-blank last question from the user', () => {
    expect(
      chatRequestSchema.parse({ messages: [{ role: 'user', content: 'Hi' }] }).conversationId,
    ).toBeNull();
    expect(issues(chatRequestSchema.safeParse({ messages: [] }))).toEqual(['Please type a message.']);
    expect(issues(chatRequestSchema.safeParse({ messages: [{ role: 'user', content: ' \n' }] }))).toEqual([
      'Please type a message.',
    ]);
    expect(issues(chatRequestSchema.safeParse({ messages: [{ role: 'assistant', content: 'Hi' }] }))).toEqual(
      ['The last message must be the user’s.'],
    );
  });

  it('knows the four stream events', () => {
    expect(chatStreamEventSchema.parse({ type: 'delta', text: '**a**' })).toEqual({
      type: 'delta',
      text: '**a**',
    });
    expect(chatStreamEventSchema.safeParse({ type: 'delta' }).success).toBe(false);
    expect(chatStreamEventSchema.safeParse({ type: 'other', text: '' }).success).toBe(false);
  });
});

describe('agent request and response', () => {
  it('needs an instruction and rows with ids; rows keep their other fields', () => {
    const request = {
      req_data: { columns: [{ field: 'description' }], rows: [{ id: 'R1', description: 'x', rowOrder: 1 }] },
      user_instruction: '  Shorten R1 ',
    };
    expect(agentRequestSchema.parse(request).user_instruction).toBe('Shorten R1');
    expect(agentRequestSchema.parse(request).req_data.rows[0]).toEqual({
      id: 'R1',
      description: 'x',
      rowOrder: 1,
    });
    expect(issues(agentRequestSchema.safeParse({ ...request, user_instruction: '  ' }))).toEqual([
      'Please type an instruction.',
    ]);
    expect(
      agentRequestSchema.safeParse({ ...request, req_data: { columns: [], rows: [{ id: '' }] } }).success,
    ).toBe(false);
    expect(
      agentResponseSchema.safeParse({ explanation_message: 'x', modified_data: [{ description: 'no id' }] })
        .success,
    ).toBe(false);
  });
});
