import { InboxButton } from '../../features/inbox/InboxButton';
import { LogoMark } from '../../ui/icons';
import { MenuPopup } from './MenuPopup';
import { MAIN_MENUS } from './menu-definitions';
import { UserMenu } from './UserMenu';
import { useMenuBar } from './use-menubar';
import './menubar.css';

/** The 28 px application menu bar: File … Help on the left, the inbox and the user menu on the right. */
export function MenuBar() {
  const bar = useMenuBar(MAIN_MENUS.length);
  return (
    <div className="menubar" data-testid="menubar">
      <span className="menubar__logo" title="Specwright">
        <LogoMark size={16} />
      </span>
      <div
        ref={bar.rootRef}
        role="menubar"
        aria-label="Main menu"
        className="menubar__menus"
        onBlur={bar.onRootBlur}
        onFocus={bar.onRootFocus}
      >
        {MAIN_MENUS.map((menu, index) => {
          const isOpen = bar.openIndex === index;
          const triggerId = `menubar-${menu.id}`;
          return (
            <div key={menu.id} role="none" className="menubar__entry">
              <button
                ref={(element) => {
                  bar.triggerRefs.current[index] = element;
                }}
                id={triggerId}
                type="button"
                role="menuitem"
                aria-haspopup="menu"
                aria-expanded={isOpen}
                tabIndex={bar.focusIndex === index ? 0 : -1}
                className="menubar__trigger"
                onClick={() => bar.onTriggerClick(index)}
                onKeyDown={(event) => bar.onTriggerKeyDown(index, event)}
                onPointerEnter={() => bar.onTriggerPointerEnter(index)}
              >
                {menu.label}
              </button>
              {isOpen ? (
                <MenuPopup
                  menu={menu}
                  triggerId={triggerId}
                  menuRef={(element) => {
                    bar.menuRefs.current[index] = element;
                  }}
                  onClose={bar.close}
                  onNeighbour={(step) => bar.openNeighbour(index, step)}
                />
              ) : null}
            </div>
          );
        })}
      </div>
      <div className="menubar__end">
        <InboxButton />
        <UserMenu />
      </div>
    </div>
  );
}
