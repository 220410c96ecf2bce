import { lazy, Suspense } from 'react';
import { runAction } from '../../actions/app-actions';
import { UnavailablePage } from '../../features/pages/UnavailablePage';
import { isPageId } from '../../state/page-tabs';
import type { Tab } from '../../state/tab';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { ErrorFallback } from '../errors/ErrorFallback';
import { PAGE_COMPONENTS } from './page-registry';
import { SpecTab } from './SpecTab';
import { TAB_PANEL_ID, tabElementId } from './tab-dom-ids';

const DraftTab = lazy(() => import('../../features/drafts/DraftTab'));

function TabPage({ tab }: { tab: Tab }) {
  if (tab.type === 'spec') return <SpecTab tab={tab} />;
  if (tab.type === 'markdown') return <DraftTab tab={tab} />;
  const Page = isPageId(tab.id) ? PAGE_COMPONENTS[tab.id] : undefined;
  return Page ? <Page /> : <UnavailablePage title={tab.title} />;
}

/** A tab's content inside its own error boundary, so one broken tab never blanks the app. */
export function TabBody({ tab }: { tab: Tab }) {
  return (
    <ErrorBoundary
      resetKey={tab.id}
      fallback={(error) => (
        <ErrorFallback
          error={error}
          layout="panel"
          actionLabel="Close tab"
          onAction={() => runAction('tabs.close', { source: 'tabs' }, { tabId: tab.id })}
        />
      )}
    >
      <Suspense fallback={<div className="tab-content__loading">Loading…</div>}>
        <TabPage tab={tab} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The active tab's panel. A page tab's content is drawn here; a spec tab's content is kept mounted by the
 * tab area (KeptSpecTab) and moved into this panel (`panelRef`) while its tab is active.
 */
export function TabContent({ tab, panelRef }: { tab: Tab; panelRef: (panel: HTMLElement | null) => void }) {
  return (
    <div
      ref={panelRef}
      id={TAB_PANEL_ID}
      role="tabpanel"
      aria-labelledby={tabElementId(tab.id)}
      className="tab-content"
      data-testid="tab-content"
    >
      {tab.type === 'spec' ? null : <TabBody tab={tab} />}
    </div>
  );
}
