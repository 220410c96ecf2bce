import type { CommentPerson } from '@specwright/core';
import { type KeyboardEvent, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { useSession } from '../../state/read-stores';
import { type MentionOffer, mentionOffer, pickMention } from './mention-offers';

interface MentionTextareaProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The workspace's members, offered when '@' is typed. */
  members: readonly CommentPerson[];
  /** Keys the list does not take (send, cancel). */
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  rows: number;
  placeholder?: string;
  /** The text box, for a caller that focuses it. */
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

/**
 * A comment box that offers the members' names under it while `@Name` is typed: arrow keys move,
 * Enter or Tab picks, Escape closes the list. It stays a text box (HTML allows a textarea no other role);
 * `aria-autocomplete`, `aria-controls` and `aria-activedescendant` tie it to the listbox.
 */
export function MentionTextarea({
  id,
  value,
  onChange,
  members,
  onKeyDown,
  rows,
  placeholder,
  inputRef,
}: MentionTextareaProps) {
  const ownId = useSession((state) => state.user?.uid ?? null);
  const listId = useId();
  const ownBox = useRef<HTMLTextAreaElement>(null);
  const box = inputRef ?? ownBox;
  const [offer, setOffer] = useState<MentionOffer | null>(null);
  const [active, setActive] = useState(0);
  const [caretAfter, setCaretAfter] = useState<number | null>(null);

  useLayoutEffect(() => {
    if (caretAfter === null || !box.current) return;
    box.current.setSelectionRange(caretAfter, caretAfter);
    setCaretAfter(null);
  }, [caretAfter, box]);

  const look = (text: string, caret: number) => {
    const next = mentionOffer(text, caret, members, ownId);
    setOffer(next);
    if (next?.start !== offer?.start) setActive(0);
    else setActive((index) => Math.min(index, (next?.names.length ?? 1) - 1));
  };
  const pick = (name: string) => {
    if (!offer || !box.current) return;
    const picked = pickMention(value, box.current.selectionStart, offer.start, name);
    onChange(picked.text);
    setCaretAfter(picked.caret);
    setOffer(null);
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const names = offer?.names ?? [];
    if (names.length === 0) {
      onKeyDown(event);
      return;
    }
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0) {
      event.preventDefault();
      setActive((index) => (index + step + names.length) % names.length);
    } else if ((event.key === 'Enter' && !event.ctrlKey && !event.metaKey) || event.key === 'Tab') {
      event.preventDefault();
      pick(names[active] ?? names[0] ?? '');
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOffer(null);
    } else {
      onKeyDown(event);
    }
  };

  const open = offer !== null;
  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <div className="comments__mention-box">
      <textarea
        ref={box}
        id={id}
        className="properties__input comments__text"
        rows={rows}
        placeholder={placeholder}
        value={value}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(active) : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          look(event.target.value, event.target.selectionStart);
        }}
        onSelect={(event) => {
          const { value: text, selectionStart } = event.currentTarget;
          if (!mentionOffer(text, selectionStart, members, ownId)) setOffer(null);
        }}
        onBlur={() => setOffer(null)}
        onKeyDown={onKey}
      />
      {offer ? (
        <div id={listId} role="listbox" aria-label="People to mention" className="comments__mentions">
          {offer.names.map((name, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the text box takes the keys (aria-activedescendant)
            <div
              key={name}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className="comments__mention-option"
              // Keeps the focus in the text box, so the pick happens before it closes the list on blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(name)}
            >
              {name}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
