import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MARKDOWN_FALLBACK_NOTICE, MarkdownText } from './MarkdownText';

describe('MarkdownText', () => {
  it('renders Markdown but never raw HTML: a script stays text and runs nothing', () => {
    const flag = vi.fn();
    (window as unknown as { __chatFlag: () => void }).__chatFlag = flag;
    const { container } = render(
      <MarkdownText
        text={
          '## Summary\n\n**Three** requirements:\n\n- one\n- two\n\n<script>window.__chatFlag()</script>\n\n<img src=x onerror="window.__chatFlag()">\n\n[bad](javascript:window.__chatFlag()) and [docs](https://example.com/docs)'
        }
      />,
    );
    expect(screen.getByRole('heading', { name: 'Summary' })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('Three');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(1);
    expect(screen.getByText('bad').tagName).toBe('SPAN');
    expect(screen.getByRole('link', { name: 'docs' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(flag).not.toHaveBeenCalled();
  });

  it('renders a GitHub table as a table a screen reader can read by its headers', () => {
    render(<MarkdownText text={'| Id | Requirement |\n| --- | --- |\n| R1 | The system shall log in. |'} />);
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Id',
      'Requirement',
    ]);
    expect(screen.getByRole('cell', { name: 'The system shall log in.' })).toBeTruthy();
  });

  it('falls back to the plain text with a notice when rendering fails', () => {
    const failing = () => {
      throw new Error('parser crashed');
    };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<MarkdownText text={'# Title\n**bold**'} renderer={failing} />);
    quiet.mockRestore();
    expect(screen.getByRole('note').textContent).toBe(MARKDOWN_FALLBACK_NOTICE);
    expect(screen.getByText(/# Title/).textContent).toBe('# Title\n**bold**');
  });
});
