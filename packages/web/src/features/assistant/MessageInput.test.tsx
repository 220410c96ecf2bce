import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MessageInput } from './MessageInput';

function setup(busy = false) {
  const sent: string[] = [];
  let stops = 0;
  const user = userEvent.setup();
  render(
    <MessageInput
      label="Message"
      placeholder="Ask…"
      sendLabel="Send"
      busy={busy}
      onSend={(text) => sent.push(text)}
      onStop={() => {
        stops += 1;
      }}
    />,
  );
  const box = screen.getByLabelText('Message') as HTMLTextAreaElement;
  return { user, box, sent, stops: () => stops };
}

describe('MessageInput', () => {
  it('Enter sends and clears, Shift+Enter adds a line', async () => {
    const { user, box, sent } = setup();
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second{Enter}');
    expect(sent).toEqual(['First line\nsecond']);
    expect(box.value).toBe('');
  });

  it('ignores blank input from Enter and from the Send button', async () => {
    const { user, box, sent } = setup();
    await user.type(box, '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([]);
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('while an answer streams Enter does not send and Stop stops it', async () => {
    const { user, box, sent, stops } = setup(true);
    await user.type(box, 'Next{Enter}');
    expect(sent).toEqual([]);
    expect(box.value).toBe('Next');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(stops()).toBe(1);
  });

  it('grows with its content and stops at 240 px, then scrolls', async () => {
    const { user, box } = setup();
    let contentHeight = 120;
    Object.defineProperty(box, 'scrollHeight', { configurable: true, get: () => contentHeight });
    await user.type(box, 'a');
    expect(box.style.height).toBe('120px');
    expect(box.style.overflowY).toBe('hidden');
    contentHeight = 900;
    await user.type(box, 'b');
    expect(box.style.height).toBe('240px');
    expect(box.style.overflowY).toBe('auto');
    expect(box.style.maxHeight).toBe('240px');
  });
});
