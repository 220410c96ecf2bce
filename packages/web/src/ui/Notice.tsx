import type { ReactNode } from 'react';
import './notice.css';

export type NoticeTone = 'error' | 'info' | 'success';

/** A status line: an error is announced at once (role alert), the others politely (role status). */
export function Notice({ tone, children }: { tone: NoticeTone; children: ReactNode }) {
  return (
    <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
