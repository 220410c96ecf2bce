import type { ReactNode } from 'react';
import type { SimpleActionId } from '../../actions/app-actions';
import {
  AgentIcon,
  ChatIcon,
  DeleteIcon,
  DuplicateIcon,
  InsertAboveIcon,
  InsertBelowIcon,
  MoveDownIcon,
  MoveUpIcon,
  ProjectTreeIcon,
  PropertiesIcon,
} from '../../ui/icons';

export interface ToolbarEntry {
  actionId: SimpleActionId;
  icon: ReactNode;
}

/** Toolbar groups from left to right; the last group sits at the right end. */
export const TOOLBAR_GROUPS: readonly (readonly ToolbarEntry[])[] = [
  [{ actionId: 'view.toggleProjectTree', icon: <ProjectTreeIcon /> }],
  [
    { actionId: 'rows.insertAbove', icon: <InsertAboveIcon /> },
    { actionId: 'rows.insertBelow', icon: <InsertBelowIcon /> },
    { actionId: 'rows.duplicate', icon: <DuplicateIcon /> },
    { actionId: 'rows.delete', icon: <DeleteIcon /> },
  ],
  [
    { actionId: 'rows.moveUp', icon: <MoveUpIcon /> },
    { actionId: 'rows.moveDown', icon: <MoveDownIcon /> },
  ],
  [
    { actionId: 'panels.properties', icon: <PropertiesIcon /> },
    { actionId: 'panels.agent', icon: <AgentIcon /> },
    { actionId: 'panels.chat', icon: <ChatIcon /> },
  ],
];
