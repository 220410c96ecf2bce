import { Toolbar, Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import type { SimpleActionId } from '../../actions/app-actions';
import { formatShortcut } from '../../actions/shortcuts';
import { useAction } from '../../actions/use-action';
import { IS_MAC } from '../platform';

interface ToolbarActionButtonProps {
  actionId: SimpleActionId;
  icon: ReactNode;
}

/** An icon button of the toolbar: runs its action, names it for assistive tech and in a tooltip. */
export function ToolbarActionButton({ actionId, icon }: ToolbarActionButtonProps) {
  const { action, enabled, pressed, run } = useAction(actionId, 'toolbar');
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <Toolbar.Button
          className="icon-button toolbar-button"
          aria-label={action.label}
          aria-disabled={enabled ? undefined : true}
          aria-pressed={pressed}
          data-action-id={action.id}
          onClick={() => {
            if (enabled) run();
          }}
        >
          {icon}
        </Toolbar.Button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className="tooltip" side="bottom" sideOffset={6} collisionPadding={8}>
          {action.label}
          {action.shortcut ? (
            <kbd className="tooltip__shortcut">{formatShortcut(action.shortcut, IS_MAC)}</kbd>
          ) : null}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
