import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHANGELOG } from './changelog';
import { ReleasesPage } from './ReleasesPage';

const failRendering = vi.hoisted(() => ({ on: false }));

vi.mock('./ReleaseNotesMarkdown', async (importOriginal) => {
  const original = await importOriginal<typeof import('./ReleaseNotesMarkdown')>();
  return {
    ReleaseNotesMarkdown: (props: { text: string }) => {
      if (failRendering.on) throw new Error('markdown exploded');
      return original.ReleaseNotesMarkdown(props);
    },
  };
});

afterEach(() => {
  failRendering.on = false;
  vi.restoreAllMocks();
});

describe('ReleasesPage', () => {
  it('renders the root CHANGELOG.md as formatted text', () => {
    render(<ReleasesPage />);
    expect(CHANGELOG).toContain('## 0.1.0');
    expect(screen.getByRole('heading', { level: 2, name: /0\.1\.0/ })).toBeTruthy();
  });

  it('is written for users: each release has its version and date, and no code, settings or internals', () => {
    const releases = CHANGELOG.match(/^## .*$/gm) ?? [];
    expect(releases.length).toBeGreaterThan(0);
    for (const release of releases) expect(release).toMatch(/^## \d+\.\d+\.\d+ — \d{4}-\d{2}-\d{2}$/);
    expect(CHANGELOG).not.toMatch(
      /`|\b[A-Z]+_[A-Z_]+\b|endpoint|database|pg-boss|PGlite|OpenAPI|AG Grid|zod/i,
    );
  });

  it('strips raw HTML from the notes', () => {
    render(
      <ReleasesPage
        text={'# Notes\n\n<img src=x onerror="alert(1)"><script>alert(1)</script>\n\n- safe item'}
      />,
    );
    expect(screen.getByText('safe item')).toBeTruthy();
    expect(document.querySelector('script, img')).toBeNull();
  });

  it('falls back to plain text with a notice when formatting fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failRendering.on = true;
    render(<ReleasesPage text={'## 9.9.9\n\n- item'} />);
    expect(screen.getByRole('status').textContent).toContain('shown as plain text');
    expect(document.querySelector('pre')?.textContent).toBe('## 9.9.9\n\n- item');
  });
});
