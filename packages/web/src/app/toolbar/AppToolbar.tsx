import { Toolbar } from 'radix-ui';
import { Fragment } from 'react';
import { ToolbarActionButton } from './ToolbarActionButton';
import { TOOLBAR_GROUPS } from './toolbar-definitions';
import './toolbar.css';

/** The 36 px toolbar under the menu bar; arrow keys move between its buttons. */
export function AppToolbar() {
  const lastGroup = TOOLBAR_GROUPS.length - 1;
  return (
    <Toolbar.Root className="toolbar" aria-label="Main toolbar" data-testid="toolbar">
      {TOOLBAR_GROUPS.map((group, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the groups are a fixed list
        <Fragment key={index}>
          {index === lastGroup ? (
            <div className="toolbar__spacer" />
          ) : index > 0 ? (
            <Toolbar.Separator className="toolbar__separator" />
          ) : null}
          {group.map((entry) => (
            <ToolbarActionButton key={entry.actionId} actionId={entry.actionId} icon={entry.icon} />
          ))}
        </Fragment>
      ))}
    </Toolbar.Root>
  );
}
