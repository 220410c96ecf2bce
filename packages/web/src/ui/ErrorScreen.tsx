import { type ReactNode, useId } from 'react';
import { WarningIcon } from './icons';
import './app-screen.css';

interface ErrorScreenProps {
  title: string;
  testId: string;
  children: ReactNode;
}

/** A whole-window screen shown instead of the app when it cannot start: a warning, a title and why. */
export function ErrorScreen({ title, testId, children }: ErrorScreenProps) {
  const titleId = useId();
  return (
    <main className="app-screen" data-testid={testId}>
      <div className="app-screen__card" role="alert" aria-labelledby={titleId}>
        <span className="app-screen__icon">
          <WarningIcon size={28} />
        </span>
        <h1 id={titleId} className="app-screen__title">
          {title}
        </h1>
        {children}
      </div>
    </main>
  );
}
