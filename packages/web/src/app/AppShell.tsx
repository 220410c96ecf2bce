import { useSessionBootstrap } from '../features/account/use-session-bootstrap';
import { useLiveEditing } from '../features/live/live-wiring';
import { useSpecSync } from '../features/my-specs/my-specs-wiring';
import { useInvitationReturn } from '../features/workspaces/invitation-wiring';
import { usePersistence } from '../persist/use-persistence';
import { usePublicConfig } from './config/config-context';
import { DialogHost } from './dialogs/DialogHost';
import { MainArea } from './layout/MainArea';
import { MenuBar } from './menubar/MenuBar';
import { AppToolbar } from './toolbar/AppToolbar';
import { useAppShortcuts } from './use-app-shortcuts';
import './layout/layout.css';

/** Menu bar over toolbar over the tab set, plus the dialog host. */
export function AppShell() {
  useAppShortcuts();
  usePersistence();
  useSpecSync();
  useLiveEditing();
  useInvitationReturn();
  useSessionBootstrap(usePublicConfig().limits.initialCredits);
  return (
    <div className="app-shell">
      <header className="app-shell__header">
        <MenuBar />
        <AppToolbar />
      </header>
      <MainArea />
      <DialogHost />
    </div>
  );
}
