import { useEffect } from 'react';
import { useNoticeStore } from '../../state/notices';
import { CloseIcon } from '../../ui/icons';
import './notice-toast.css';

const NOTICE_VISIBLE_MS = 15_000;

/** Shows the latest notice (`showNotice`) in a corner without blocking the work; it closes by itself. */
export function NoticeToast() {
  const notice = useNoticeStore((state) => state.notice);
  const dismiss = useNoticeStore((state) => state.dismissNotice);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(dismiss, NOTICE_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [notice, dismiss]);
  return (
    <div className="file-notice-region" role="status" aria-live="polite">
      {notice ? (
        <section className="file-notice" aria-label={notice.title} data-testid="file-notice">
          <header className="file-notice__header">
            <h2 className="file-notice__title">{notice.title}</h2>
            <button type="button" className="file-notice__close" aria-label="Dismiss" onClick={dismiss}>
              <CloseIcon size={14} />
            </button>
          </header>
          <ul className="file-notice__lines">
            {notice.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are static once shown and may repeat
              <li key={index}>{line}</li>
            ))}
            {notice.moreCount > 0 ? <li>…and {notice.moreCount} more.</li> : null}
          </ul>
          {notice.action ? (
            <button
              type="button"
              className="button file-notice__action"
              onClick={() => {
                notice.action?.run();
                dismiss();
              }}
            >
              {notice.action.label}
            </button>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
