import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorFallback } from './ErrorFallback';

function Broken({ message }: { message: string }): never {
  throw new Error(message);
}

function TabSwitchHarness() {
  const [tab, setTab] = useState('broken');
  return (
    <>
      <button type="button" onClick={() => setTab('fine')}>
        Switch
      </button>
      <ErrorBoundary resetKey={tab} fallback={(error) => <p>failed: {error.message}</p>}>
        {tab === 'broken' ? <Broken message="bad tab" /> : <p>fine tab</p>}
      </ErrorBoundary>
    </>
  );
}

function ThrowsString(): never {
  throw 'plain text failure';
}

let silence: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // React and the boundary both log caught render errors; keep the test output clean.
  silence = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => silence.mockRestore());

describe('ErrorBoundary', () => {
  it('shows "Something went wrong" with the error message as text and the way out', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(
      <ErrorBoundary
        fallback={(error) => (
          <ErrorFallback error={error} layout="panel" actionLabel="Close tab" onAction={onAction} />
        )}
      >
        <Broken message="<b>Cannot read the spec</b>" />
      </ErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(screen.getByText('<b>Cannot read the spec</b>')).toBeTruthy();
    expect(alert.querySelector('b')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close tab' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('renders its children when nothing throws', () => {
    render(
      <ErrorBoundary fallback={() => <p>fallback</p>}>
        <p>content</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('content')).toBeTruthy();
    expect(screen.queryByText('fallback')).toBeNull();
  });

  it('recovers when its reset key changes (e.g. another tab becomes active)', async () => {
    const user = userEvent.setup();
    render(<TabSwitchHarness />);
    expect(screen.getByText('failed: bad tab')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Switch' }));
    expect(screen.getByText('fine tab')).toBeTruthy();
  });

  it('turns a thrown non-error into a message', () => {
    render(
      <ErrorBoundary fallback={(error) => <p>{error.message}</p>}>
        <ThrowsString />
      </ErrorBoundary>,
    );
    expect(screen.getByText('plain text failure')).toBeTruthy();
  });
});
