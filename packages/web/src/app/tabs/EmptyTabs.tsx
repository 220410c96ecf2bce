import { ActionButton } from '../../ui/ActionButton';
import { LogoMark } from '../../ui/icons';

/** Shown in the tab area when every tab is closed. */
export function EmptyTabs() {
  return (
    <div className="empty-tabs" data-testid="empty-tabs">
      <LogoMark size={40} />
      <h1 className="empty-tabs__title">No tab is open</h1>
      <p className="empty-tabs__text">Open the Welcome page to get started, or read what is new.</p>
      <div className="empty-tabs__actions">
        <ActionButton actionId="help.welcome" label="Open Welcome" variant="primary" />
        <ActionButton actionId="help.releases" label="Release Notes" />
      </div>
    </div>
  );
}
