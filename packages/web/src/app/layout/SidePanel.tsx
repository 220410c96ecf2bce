import { lazy, type ReactNode, Suspense } from 'react';
import { CodeLinksSection } from '../../features/code-trace/CodeLinksSection';
import { CommentsSection } from '../../features/comments/CommentsSection';
import { PropertiesPanel } from '../../features/properties/PropertiesPanel';
import { ReviewsSection } from '../../features/reviews/ReviewsSection';
import type { SidePanelKind } from '../../state/layout';
import { selectActiveTab, useTabSetStore } from '../../state/tab-set';
import '../../ui/side-area.css';

export const SIDE_PANEL_ID = 'side-panel';

// Loaded on first use: Markdown rendering and the assistant code stay out of the first page load.
const AgentPanel = lazy(() =>
  import('../../features/assistant/agent/AgentPanel').then((module) => ({ default: module.AgentPanel })),
);
const ChatPanel = lazy(() =>
  import('../../features/assistant/chat/ChatPanel').then((module) => ({ default: module.ChatPanel })),
);

const PANEL_TITLES: Record<SidePanelKind, string> = {
  properties: 'Properties',
  agent: 'Agent',
  chat: 'Chat',
};

/** The right panel of a spec tab: the properties and comments of the selected row, the agent or the chat. */
interface SidePanelProps {
  panel: SidePanelKind;
  width: number;
  resizeHandle: ReactNode;
}

export function SidePanel({ panel, width, resizeHandle }: SidePanelProps) {
  const fileId = useTabSetStore((state) => {
    const tab = selectActiveTab(state);
    return tab?.type === 'spec' ? tab.requirementFileId : undefined;
  });
  return (
    <aside
      id={SIDE_PANEL_ID}
      className="side-area"
      style={{ width }}
      aria-labelledby="side-panel-title"
      data-testid="side-panel"
    >
      <header className="side-area__header">
        <h2 id="side-panel-title" className="side-area__title">
          {PANEL_TITLES[panel]}
        </h2>
      </header>
      <Suspense fallback={<p className="side-area__empty">Loading…</p>}>
        {panel === 'agent' ? <AgentPanel fileId={fileId} /> : null}
        {panel === 'chat' && fileId ? <ChatPanel fileId={fileId} /> : null}
      </Suspense>
      {panel === 'properties' && fileId ? (
        <PropertiesPanel
          fileId={fileId}
          rowExtras={(rowId) => (
            <>
              <CodeLinksSection fileId={fileId} rowId={rowId} />
              <CommentsSection fileId={fileId} rowId={rowId} />
            </>
          )}
          specExtras={<ReviewsSection fileId={fileId} />}
        />
      ) : null}
      {resizeHandle}
    </aside>
  );
}
