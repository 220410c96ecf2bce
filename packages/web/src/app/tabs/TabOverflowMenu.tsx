import { DropdownMenu } from 'radix-ui';
import type { Tab } from '../../state/tab';
import { MenuChevronIcon } from '../../ui/icons';
import '../menubar/menubar.css';

interface TabOverflowMenuProps {
  tabs: readonly Tab[];
  activeTabId: string | null;
  onChoose: (tabId: string) => void;
}

/** The button at the end of a strip too narrow for its tabs: a menu of every open tab, the active one checked. */
export function TabOverflowMenu({ tabs, activeTabId, onChoose }: TabOverflowMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="tab-overflow__trigger" aria-label={`All tabs (${tabs.length})`}>
        <span className="tab-overflow__count" aria-hidden="true">
          {tabs.length}
        </span>
        <MenuChevronIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="menu-popup tab-overflow__content"
          align="end"
          sideOffset={2}
          collisionPadding={4}
          aria-label="All tabs"
        >
          <DropdownMenu.RadioGroup value={activeTabId ?? ''} onValueChange={onChoose}>
            {tabs.map((tab) => (
              <DropdownMenu.RadioItem key={tab.id} value={tab.id} className="menu-item tab-overflow__item">
                <span className="menu-item__check" aria-hidden="true">
                  {tab.id === activeTabId ? '✓' : ''}
                </span>
                <span className="menu-item__label tab-overflow__label">{tab.title}</span>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
