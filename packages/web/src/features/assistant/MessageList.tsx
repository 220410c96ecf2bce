import { useEffect, useRef } from 'react';
import { MarkdownText } from '../../ui/markdown/MarkdownText';
import type { MessageSender, ThreadEntry } from './thread-store';
import './assistant.css';

const SENDER_NAMES: Record<MessageSender, string> = { user: 'You', ai: 'Assistant', agent: 'Agent' };

function EntryBody({ entry }: { entry: ThreadEntry }) {
  if (entry.kind === 'error') return <p className="chat-message__plain">{entry.text}</p>;
  if (entry.sender === 'user' || entry.kind === 'notice')
    return <p className="chat-message__plain">{entry.text}</p>;
  if (entry.streaming && entry.text === '') {
    return <p className="chat-message__waiting">Thinking…</p>;
  }
  return <MarkdownText text={entry.text} className="chat-message__markdown" />;
}

/** The messages of the chat or agent panel, oldest first, kept scrolled to the newest. */
export function MessageList({
  entries,
  label,
  empty,
}: {
  entries: readonly ThreadEntry[];
  label: string;
  empty: string;
}) {
  const endRef = useRef<HTMLLIElement>(null);
  const last = entries.at(-1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again as the newest message grows.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [entries.length, last?.text]);

  if (entries.length === 0) return <p className="side-area__empty chat-messages__empty">{empty}</p>;
  return (
    <ol className="chat-messages" aria-label={label} aria-live="polite" data-testid="chat-messages">
      {entries.map((entry, index) => (
        <li
          key={entry.id}
          ref={index === entries.length - 1 ? endRef : undefined}
          className={`chat-message chat-message--${entry.sender} chat-message--${entry.kind}`}
          data-sender={entry.sender}
          data-kind={entry.kind}
          aria-busy={entry.streaming ? true : undefined}
        >
          <span className="chat-message__sender">{SENDER_NAMES[entry.sender]}</span>
          <EntryBody entry={entry} />
          {entry.stopped ? <span className="chat-message__stopped">(stopped)</span> : null}
        </li>
      ))}
    </ol>
  );
}
