import { useEffect } from 'react';
import { PROJECT_TREE_PANEL_ID, ProjectTreePanel } from '../../features/project-tree/ProjectTreePanel';
import {
  fittedPanelWidths,
  PROJECT_TREE_WIDTH,
  projectTreeShown,
  SIDE_PANEL_WIDTH,
  useLayoutStore,
} from '../../state/layout';
import { selectIsSignedIn, useSessionStore } from '../../state/session';
import { selectActiveTab, useTabSetStore } from '../../state/tab-set';
import { TabArea } from '../tabs/TabArea';
import { SIDE_PANEL_ID, SidePanel } from './SidePanel';
import { Splitter } from './Splitter';
import './layout.css';

/** Keeps the layout store's window width current, so panels fit narrow windows. */
function useWindowWidthTracking(setWindowWidth: (width: number) => void) {
  useEffect(() => {
    const update = () => setWindowWidth(window.innerWidth);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [setWindowWidth]);
}

/**
 * Project tree | tabs | side panel (the side panel only on a spec tab); each panel carries its splitter.
 * In a narrow window the panels give way so the tab area keeps its minimum width.
 */
export function MainArea() {
  const layout = useLayoutStore();
  const isSignedIn = useSessionStore(selectIsSignedIn);
  const isSpecTab = useTabSetStore((state) => selectActiveTab(state)?.type === 'spec');
  useWindowWidthTracking(layout.setWindowWidth);
  const sidePanel = isSpecTab ? layout.sidePanel : null;
  const widths = fittedPanelWidths(layout, {
    projectTree: projectTreeShown(layout, isSignedIn),
    sidePanel: sidePanel !== null,
  });
  return (
    <div className="workspace">
      {widths.projectTree !== null ? (
        <ProjectTreePanel
          width={widths.projectTree}
          resizeHandle={
            <Splitter
              label="Resize project tree"
              controls={PROJECT_TREE_PANEL_ID}
              size={widths.projectTree}
              limits={PROJECT_TREE_WIDTH}
              panelSide="start"
              onResize={layout.setProjectTreeWidth}
            />
          }
        />
      ) : null}
      <TabArea />
      {sidePanel && widths.sidePanel !== null ? (
        <SidePanel
          panel={sidePanel}
          width={widths.sidePanel}
          resizeHandle={
            <Splitter
              label="Resize side panel"
              controls={SIDE_PANEL_ID}
              size={widths.sidePanel}
              limits={SIDE_PANEL_WIDTH}
              panelSide="end"
              onResize={layout.setSidePanelWidth}
            />
          }
        />
      ) : null}
    </div>
  );
}
