import type { SimpleActionId } from '../actions/app-actions';
import { useAction } from '../actions/use-action';

interface ActionButtonProps {
  actionId: SimpleActionId;
  /** Shown instead of the action's label. */
  label?: string;
  variant?: 'primary' | 'secondary';
  size?: 'normal' | 'small';
}

/**
 * A text button that runs an action. A disabled action keeps the button focusable (aria-disabled)
 * so keyboard and screen-reader users still find it.
 */
export function ActionButton({ actionId, label, variant = 'secondary', size = 'normal' }: ActionButtonProps) {
  const { action, enabled, run } = useAction(actionId, 'button');
  const classes = ['button', variant === 'primary' ? 'primary' : '', size === 'small' ? 'small' : ''];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      aria-disabled={enabled ? undefined : true}
      onClick={() => {
        if (enabled) run();
      }}
    >
      {label ?? action.label}
    </button>
  );
}
