import { type KeyboardEvent, useRef } from 'react';
import { runAction } from '../../actions/app-actions';
import { useTabSetStore } from '../../state/tab-set';
import { CloseIcon } from '../../ui/icons';
import { TabOverflowMenu } from './TabOverflowMenu';
import { TabTitle } from './TabTitle';
import { TAB_PANEL_ID, tabElementId } from './tab-dom-ids';
import { useActiveTabInView, useOverflowing } from './use-tab-strip-scroll';
import './tabs.css';

/**
 * The open tabs. The tablist holds only the tabs; the close buttons live in a sibling group and
 * are placed next to their tab with CSS `order`, so no button is nested in a tab (ARIA forbids it).
 * Keyboard: Left/Right/Home/End move between tabs, Delete closes the focused tab. The active tab is
 * scrolled into view; when the tabs do not fit, a menu at the end lists them all.
 */
export function TabStrip() {
  const tabs = useTabSetStore((state) => state.tabs);
  const activeTabId = useTabSetStore((state) => state.activeTabId);
  const activateTab = useTabSetStore((state) => state.activateTab);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const closeRefs = useRef(new Map<string, HTMLButtonElement>());
  const scroller = useRef<HTMLDivElement>(null);
  useActiveTabInView(scroller, activeTabId, (id) => [tabRefs.current.get(id), closeRefs.current.get(id)]);
  const overflowing = useOverflowing(scroller, tabs);

  const focusAndActivate = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    activateTab(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };

  const closeAndFocusNext = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    runAction('tabs.close', { source: 'tabs' }, { tabId: tab.id });
    const { activeTabId: nextId } = useTabSetStore.getState();
    if (nextId) tabRefs.current.get(nextId)?.focus();
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLButtonElement>) => {
    switch (event.key) {
      case 'ArrowRight':
        focusAndActivate(index + 1);
        break;
      case 'ArrowLeft':
        focusAndActivate(index - 1);
        break;
      case 'Home':
        focusAndActivate(0);
        break;
      case 'End':
        focusAndActivate(tabs.length - 1);
        break;
      case 'Delete':
        closeAndFocusNext(index);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div className="tab-strip" data-testid="tab-strip">
      <div className="tab-strip__scroller" ref={scroller}>
        <div role="tablist" aria-label="Open tabs" className="tab-strip__tabs">
          {tabs.map((tab, index) => {
            const selected = tab.id === activeTabId;
            return (
              <button
                key={tab.id}
                ref={(element) => {
                  if (element) tabRefs.current.set(tab.id, element);
                  else tabRefs.current.delete(tab.id);
                }}
                id={tabElementId(tab.id)}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls={selected ? TAB_PANEL_ID : undefined}
                tabIndex={selected ? 0 : -1}
                className="tab"
                style={{ order: index * 2 }}
                title={tab.title}
                onClick={() => activateTab(tab.id)}
                onKeyDown={(event) => onKeyDown(index, event)}
                onMouseDown={(event) => {
                  if (event.button === 1) event.preventDefault();
                }}
                onAuxClick={(event) => {
                  if (event.button === 1) runAction('tabs.close', { source: 'tabs' }, { tabId: tab.id });
                }}
              >
                <TabTitle tab={tab} />
              </button>
            );
          })}
        </div>
        <div className="tab-strip__close-buttons">
          {tabs.map((tab, index) => (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) closeRefs.current.set(tab.id, element);
                else closeRefs.current.delete(tab.id);
              }}
              type="button"
              tabIndex={-1}
              className="tab-close"
              aria-label={`Close ${tab.title}`}
              title={`Close ${tab.title}`}
              data-selected={tab.id === activeTabId}
              style={{ order: index * 2 + 1 }}
              onClick={() => runAction('tabs.close', { source: 'tabs' }, { tabId: tab.id })}
            >
              <span className="tab-close__icon">
                <CloseIcon size={14} />
              </span>
            </button>
          ))}
        </div>
        <div className="tab-strip__filler" />
      </div>
      {overflowing ? <TabOverflowMenu tabs={tabs} activeTabId={activeTabId} onChoose={activateTab} /> : null}
    </div>
  );
}
