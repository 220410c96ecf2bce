import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { inputHeight, inputKeyIntent, isSendable, MESSAGE_INPUT_MAX_HEIGHT } from './message-input-keys';

interface MessageInputProps {
  /** The box's accessible name. */
  label: string;
  placeholder: string;
  sendLabel: string;
  /** An answer is on its way: Enter does not send, and Stop shows when `onStop` is given. */
  busy: boolean;
  onSend: (text: string) => void;
  onStop?: () => void;
}

/** The chat and agent text box (docs/product-rules.md, "Validation"): blank ignored, Enter sends, Shift+Enter new line, up to 240 px high. */
export function MessageInput({ label, placeholder, sendLabel, busy, onSend, onStop }: MessageInputProps) {
  const [text, setText] = useState('');
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    box.style.height = 'auto';
    const { height, scrolls } = inputHeight(box.scrollHeight);
    if (height > 0) box.style.height = `${height}px`;
    box.style.overflowY = scrolls ? 'auto' : 'hidden';
  });

  const submit = () => {
    if (busy || !isSendable(text)) return;
    onSend(text);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const intent = inputKeyIntent({
      key: event.key,
      shiftKey: event.shiftKey,
      isComposing: event.nativeEvent.isComposing,
    });
    if (intent !== 'send') return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className="message-input"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <textarea
        ref={boxRef}
        className="message-input__box"
        aria-label={label}
        aria-describedby={hintId}
        placeholder={placeholder}
        rows={2}
        value={text}
        style={{ maxHeight: MESSAGE_INPUT_MAX_HEIGHT }}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="message-input__footer">
        <span id={hintId} className="message-input__hint">
          Enter to send, Shift+Enter for a new line
        </span>
        {busy && onStop ? (
          <button type="button" className="button small" onClick={onStop}>
            Stop
          </button>
        ) : (
          <button
            type="submit"
            className="button primary small"
            aria-disabled={busy || !isSendable(text) ? true : undefined}
          >
            {sendLabel}
          </button>
        )}
      </div>
    </form>
  );
}
