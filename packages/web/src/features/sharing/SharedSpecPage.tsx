import { useEffect } from 'react';
import { GoneScreen, RetryScreen } from '../../ui/ErrorScreen';
import { LogoMark } from '../../ui/icons';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { SharedSpecViews } from './SharedSpecViews';
import type { SharedViewRenderers } from './shared-views';
import { type SharedSpecState, useSharedSpec } from './use-shared-spec';
import './shared-page.css';

const updated = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The page a read-only link opens, signed in or not: the spec's document and report, nothing to edit.
 * A revoked, expired or unknown link says so.
 */
export function SharedSpecPage({ token, views }: { token: string; views: SharedViewRenderers }) {
  const state = useSharedSpec(token);
  const title = state.kind === 'ready' ? state.spec.file.title : null;
  useEffect(() => {
    document.title = title ? `${title} · Read-only · Specwright` : 'Shared spec · Specwright';
  }, [title]);
  return <SharedSpecContent state={state} views={views} />;
}

export function SharedSpecContent({ state, views }: { state: SharedSpecState; views: SharedViewRenderers }) {
  switch (state.kind) {
    case 'loading':
      return <LoadingScreen label="Loading the shared spec…" />;
    case 'unavailable':
      return (
        <GoneScreen
          title="This shared spec is no longer available"
          testId="shared-unavailable"
          message={state.message}
          advice="Ask the person who shared it for a new link."
        />
      );
    case 'failed':
      return (
        <RetryScreen
          title="The shared spec could not be loaded"
          testId="shared-failed"
          message={state.message}
          retry={state.retry}
          retrying={state.retrying}
        />
      );
    case 'ready':
      return (
        <div className="shared-page" data-testid="shared-page">
          <header className="shared-page__header">
            <a className="shared-page__brand" href="/" aria-label="Specwright home">
              <LogoMark size={20} />
              <span>Specwright</span>
            </a>
            <span className="shared-page__badge">Read-only shared spec</span>
            <h1 className="shared-page__title">{state.spec.file.title}</h1>
            <span className="shared-page__updated">
              Last updated {updated.format(new Date(state.spec.updatedAt))}
            </span>
          </header>
          <SharedSpecViews file={state.spec.file} views={views} />
        </div>
      );
  }
}
