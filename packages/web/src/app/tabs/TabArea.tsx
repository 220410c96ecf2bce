import { selectActiveTab, useWorkspaceStore } from '../../state/workspace';
import { EmptyTabs } from './EmptyTabs';
import { TabContent } from './TabContent';
import { TabStrip } from './TabStrip';
import './tabs.css';

/** The main area: the tab strip over the active tab, or the empty placeholder. */
export function TabArea() {
  const hasTabs = useWorkspaceStore((state) => state.tabs.length > 0);
  const activeTab = useWorkspaceStore(selectActiveTab);
  return (
    <main className="tab-area" aria-label="Workspace">
      {hasTabs ? <TabStrip /> : null}
      {activeTab ? <TabContent tab={activeTab} /> : <EmptyTabs />}
    </main>
  );
}
