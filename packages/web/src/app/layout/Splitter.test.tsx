import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Splitter } from './Splitter';

const limits = { initial: 300, min: 200, max: 600 };

function Harness({ panelSide = 'start' as 'start' | 'end', start = 300 }) {
  const [size, setSize] = useState(start);
  return (
    <Splitter
      label="Resize project tree"
      controls="panel"
      size={size}
      limits={limits}
      panelSide={panelSide}
      onResize={setSize}
    />
  );
}

const separator = () => screen.getByRole('separator', { name: 'Resize project tree' });
const value = () => Number(separator().getAttribute('aria-valuenow'));

describe('Splitter', () => {
  it('exposes its size and limits', () => {
    render(<Harness />);
    expect(separator().getAttribute('aria-valuemin')).toBe('200');
    expect(separator().getAttribute('aria-valuemax')).toBe('600');
    expect(value()).toBe(300);
  });

  it('resizes with the arrow keys (Shift for larger steps) and jumps with Home/End', () => {
    render(<Harness />);
    fireEvent.keyDown(separator(), { key: 'ArrowRight' });
    expect(value()).toBe(310);
    fireEvent.keyDown(separator(), { key: 'ArrowLeft', shiftKey: true });
    expect(value()).toBe(260);
    fireEvent.keyDown(separator(), { key: 'End' });
    expect(value()).toBe(600);
    fireEvent.keyDown(separator(), { key: 'Home' });
    expect(value()).toBe(200);
  });

  it('never goes past its limits', () => {
    render(<Harness start={205} />);
    fireEvent.keyDown(separator(), { key: 'ArrowLeft', shiftKey: true });
    expect(value()).toBe(200);
    fireEvent.keyDown(separator(), { key: 'End' });
    fireEvent.keyDown(separator(), { key: 'ArrowRight' });
    expect(value()).toBe(600);
  });

  it('grows a right-hand panel when moved left', () => {
    render(<Harness panelSide="end" />);
    fireEvent.keyDown(separator(), { key: 'ArrowLeft' });
    expect(value()).toBe(310);
  });

  it('follows the pointer while dragging, clamped', () => {
    render(<Harness />);
    fireEvent.pointerDown(separator(), { button: 0, clientX: 300, pointerId: 1 });
    fireEvent.pointerMove(separator(), { clientX: 380, pointerId: 1 });
    expect(value()).toBe(380);
    fireEvent.pointerMove(separator(), { clientX: 2000, pointerId: 1 });
    expect(value()).toBe(600);
    fireEvent.pointerUp(separator(), { pointerId: 1 });
    fireEvent.pointerMove(separator(), { clientX: 100, pointerId: 1 });
    expect(value()).toBe(600);
  });

  it('resets to its default size on double-click', () => {
    render(<Harness start={500} />);
    fireEvent.doubleClick(separator());
    expect(value()).toBe(300);
  });
});
