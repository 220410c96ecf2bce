import { useRef, useState } from 'react';
import { copyToClipboard } from './use-shares';

type CopyState = 'idle' | 'copied' | 'refused';

const COPY_NOTES: Record<CopyState, string> = {
  idle: 'Copy it now: the link is shown only once.',
  copied: 'Link copied to the clipboard.',
  refused: 'The browser did not allow copying: the link is selected, press Ctrl+C (⌘C) to copy it.',
};

/** The link just made, with Copy: only a hash of its token is kept, so it cannot be shown again. */
export function NewShareLink({ url }: { url: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const fieldRef = useRef<HTMLInputElement>(null);
  const copy = async () => {
    const copied = await copyToClipboard(url);
    setState(copied ? 'copied' : 'refused');
    if (!copied) {
      fieldRef.current?.focus();
      fieldRef.current?.select();
    }
  };
  return (
    <div className="share__new">
      <label htmlFor="share-new-link" className="share__label">
        New link
      </label>
      <div className="share__new-row">
        <input
          ref={fieldRef}
          id="share-new-link"
          className="form-input share__url"
          value={url}
          readOnly
          aria-describedby="share-new-link-note"
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button primary" onClick={copy}>
          {state === 'copied' ? 'Copied' : 'Copy'}
        </button>
      </div>
      <p id="share-new-link-note" className="share__note" role="status">
        {COPY_NOTES[state]}
      </p>
    </div>
  );
}
