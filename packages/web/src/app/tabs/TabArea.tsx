import { useState } from 'react';
import { selectActiveTab, useTabSetStore } from '../../state/tab-set';
import { EmptyTabs } from './EmptyTabs';
import { KeptSpecTab } from './KeptSpecTab';
import { TabBody, TabContent } from './TabContent';
import { TabStrip } from './TabStrip';
import './tabs.css';

/**
 * The main area: the tab strip over the active tab, or the empty placeholder. Every spec tab stays
 * mounted, shown only while active, so switching tabs does not rebuild its grid.
 */
export function TabArea() {
  const tabs = useTabSetStore((state) => state.tabs);
  const activeTab = useTabSetStore(selectActiveTab);
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  return (
    <main className="tab-area" aria-label="Workspace">
      {tabs.length > 0 ? <TabStrip /> : null}
      {activeTab ? <TabContent tab={activeTab} panelRef={setPanel} /> : <EmptyTabs />}
      {tabs.map((tab) =>
        tab.type === 'spec' ? (
          <KeptSpecTab key={tab.id} panel={tab.id === activeTab?.id ? panel : null}>
            <TabBody tab={tab} />
          </KeptSpecTab>
        ) : null,
      )}
    </main>
  );
}
