import type { ComponentType } from 'react';
import Markdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { ErrorBoundary } from '../../app/errors/ErrorBoundary';
import './markdown-text.css';

export const MARKDOWN_FALLBACK_NOTICE = 'This answer could not be formatted, so it is shown as plain text.';

/**
 * An answer as Markdown, with GitHub's tables, task lists and strikethrough. Raw HTML in it is never rendered (react-markdown skips it and rehype-sanitize
 * strips unsafe elements, attributes and URLs), so a `<script>` from the model stays text.
 */
export function SanitisedMarkdown({ text }: { text: string }) {
  return (
    <Markdown
      remarkPlugins={[remarkGfm]}
      rehypePlugins={[rehypeSanitize]}
      components={{
        // A wide table scrolls inside its own box instead of widening the chat or the page.
        table: ({ node: _node, ...props }) => (
          <div className="markdown-text__table">
            <table {...props} />
          </div>
        ),
        // A link whose address was unsafe (e.g. javascript:) lost it: show its text only.
        a: ({ node: _node, href, children, ...props }) =>
          href ? (
            <a {...props} href={href} target="_blank" rel="noopener noreferrer">
              {children}
            </a>
          ) : (
            <span>{children}</span>
          ),
      }}
    >
      {text}
    </Markdown>
  );
}

interface MarkdownTextProps {
  text: string;
  /** Said above the plain text when rendering fails (default: about a chat answer). */
  fallbackNotice?: string;
  /** Added to the rendered block's class (the chat's compact headings, the draft preview's page). */
  className?: string;
  /** The renderer; tests give one that fails to check the fallback. */
  renderer?: ComponentType<{ text: string }>;
}

/** Markdown that falls back to plain text with a notice when rendering fails (docs/product-rules.md, "Messages"). */
export function MarkdownText({
  text,
  fallbackNotice = MARKDOWN_FALLBACK_NOTICE,
  className,
  renderer: Renderer = SanitisedMarkdown,
}: MarkdownTextProps) {
  const classes = className ? `markdown-text ${className}` : 'markdown-text';
  return (
    <ErrorBoundary
      resetKey={text}
      fallback={() => (
        <div className={classes}>
          <p className="markdown-text__notice" role="note">
            {fallbackNotice}
          </p>
          <p className="markdown-text__plain">{text}</p>
        </div>
      )}
    >
      <div className={classes}>
        <Renderer text={text} />
      </div>
    </ErrorBoundary>
  );
}
