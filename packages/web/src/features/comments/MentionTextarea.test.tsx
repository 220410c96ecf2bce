import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MentionText } from './MentionText';
import { MentionTextarea } from './MentionTextarea';

const members = [
  { id: 'u2', name: 'Ann Lee' },
  { id: 'u3', name: 'Anton' },
  { id: 'u4', name: 'Bob' },
];

function Box({ onKeyDown = vi.fn() }: { onKeyDown?: () => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="box">Comment</label>
      <MentionTextarea
        id="box"
        rows={2}
        value={value}
        onChange={setValue}
        members={members}
        onKeyDown={onKeyDown}
      />
    </>
  );
}

function type(text: string) {
  const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Comment' });
  fireEvent.change(box, { target: { value: text, selectionStart: text.length, selectionEnd: text.length } });
  return box;
}

describe('the comment box offering names', () => {
  it('lists the members matching what follows the @ and picks one with the arrow keys and Enter', () => {
    render(<Box />);
    const box = type('Please @an');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Ann Lee', 'Anton']);
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const anton = screen.getByRole('option', { name: 'Anton' });
    expect(anton.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(anton.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box.value).toBe('Please @Anton ');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('picks with Tab, and Escape closes the list without passing the key on', () => {
    const onKeyDown = vi.fn();
    render(<Box onKeyDown={onKeyDown} />);
    const box = type('@b');
    expect(screen.getByRole('listbox', { name: 'People to mention' })).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onKeyDown).not.toHaveBeenCalled();
    type('@bo');
    fireEvent.keyDown(box, { key: 'Tab' });
    expect(box.value).toBe('@Bob ');
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });

  it('offers nothing inside an email address', () => {
    render(<Box />);
    type('mail ann@');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('a comment’s mentions', () => {
  it('are marked, and the rest stays text', () => {
    const { container } = render(<MentionText text="<b>Hi</b> @ann lee, see @Nobody" names={['Ann Lee']} />);
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['@ann lee']);
    expect(container.textContent).toBe('<b>Hi</b> @ann lee, see @Nobody');
    expect(container.querySelector('b')).toBeNull();
  });
});
