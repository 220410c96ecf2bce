import { PROJECT_TREE_PANEL_ID, ProjectTreePanel } from '../../features/project-tree/ProjectTreePanel';
import { PROJECT_TREE_WIDTH, SIDE_PANEL_WIDTH, useLayoutStore } from '../../state/layout';
import { selectActiveTab, useWorkspaceStore } from '../../state/workspace';
import { TabArea } from '../tabs/TabArea';
import { SIDE_PANEL_ID, SidePanel } from './SidePanel';
import { Splitter } from './Splitter';
import './layout.css';

/** Project tree | tabs | side panel (the side panel only on a spec tab); each panel carries its splitter. */
export function Workspace() {
  const layout = useLayoutStore();
  const isSpecTab = useWorkspaceStore((state) => selectActiveTab(state)?.type === 'spec');
  const sidePanel = isSpecTab ? layout.sidePanel : null;
  return (
    <div className="workspace">
      {layout.projectTreeVisible ? (
        <ProjectTreePanel
          width={layout.projectTreeWidth}
          resizeHandle={
            <Splitter
              label="Resize project tree"
              controls={PROJECT_TREE_PANEL_ID}
              size={layout.projectTreeWidth}
              limits={PROJECT_TREE_WIDTH}
              panelSide="start"
              onResize={layout.setProjectTreeWidth}
            />
          }
        />
      ) : null}
      <TabArea />
      {sidePanel ? (
        <SidePanel
          panel={sidePanel}
          width={layout.sidePanelWidth}
          resizeHandle={
            <Splitter
              label="Resize side panel"
              controls={SIDE_PANEL_ID}
              size={layout.sidePanelWidth}
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
