import type { ReactNode } from 'react';
import type { SidePanelKind } from '../../state/layout';
import '../project-tree/project-tree.css';

export const SIDE_PANEL_ID = 'side-panel';

const PANEL_TITLES: Record<SidePanelKind, string> = {
  properties: 'Properties',
  agent: 'Agent',
  chat: 'Chat',
};

/** The right panel of a spec tab: properties, agent or chat (their contents arrive with those features). */
interface SidePanelProps {
  panel: SidePanelKind;
  width: number;
  resizeHandle: ReactNode;
}

export function SidePanel({ panel, width, resizeHandle }: SidePanelProps) {
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
      <p className="side-area__empty">Nothing to show yet.</p>
      {resizeHandle}
    </aside>
  );
}
