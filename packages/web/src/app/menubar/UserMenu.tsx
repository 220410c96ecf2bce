import { DropdownMenu } from 'radix-ui';
import type { SimpleActionId } from '../../actions/app-actions';
import { useAction } from '../../actions/use-action';
import { UserAvatar } from '../../features/account/UserAvatar';
import { selectUser, useSessionStore } from '../../state/session';
import { ActionButton } from '../../ui/ActionButton';
import './user-menu.css';

function UserMenuItem({ actionId }: { actionId: SimpleActionId }) {
  const { action, enabled, run } = useAction(actionId, 'menu');
  return (
    <DropdownMenu.Item className="menu-item" disabled={!enabled} onSelect={run} data-action-id={actionId}>
      <span className="menu-item__label">{action.label}</span>
    </DropdownMenu.Item>
  );
}

/** The right end of the menu bar: the user menu (Dashboard, My Specs, Workspaces, Repositories, Logout), or Sign In when signed out. */
export function UserMenu() {
  const user = useSessionStore(selectUser);
  const status = useSessionStore((state) => state.status);
  if (!user) {
    return (
      <div className="menubar__user" aria-busy={status === 'loading' ? true : undefined}>
        {status === 'loading' ? null : (
          <ActionButton actionId="account.signIn" variant="primary" size="small" />
        )}
      </div>
    );
  }
  const name = user.displayName ?? user.email;
  return (
    <div className="menubar__user">
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className="user-menu__trigger" aria-label={`User menu: ${name}`}>
          <UserAvatar user={user} size={20} />
          <span className="user-menu__name">{name}</span>
          <span className="user-menu__chevron" aria-hidden="true">
            ▾
          </span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            className="menu-popup user-menu__content"
            align="end"
            sideOffset={2}
            collisionPadding={4}
          >
            <DropdownMenu.Label className="user-menu__label">
              <span className="user-menu__label-name">{name}</span>
              <span className="user-menu__label-email">{user.email}</span>
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="menu-separator" />
            <UserMenuItem actionId="account.dashboard" />
            <UserMenuItem actionId="account.mySpecs" />
            <UserMenuItem actionId="account.workspaces" />
            <UserMenuItem actionId="account.repositories" />
            <DropdownMenu.Separator className="menu-separator" />
            <UserMenuItem actionId="account.logout" />
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
