import type { RequirementFile } from '@specwright/core';
import { type KeyboardEvent, useRef, useState } from 'react';
import type { SharedViewRenderers } from './shared-views';

const VIEWS = [
  { id: 'document', label: 'Document' },
  { id: 'report', label: 'Report' },
] as const;

type ViewId = (typeof VIEWS)[number]['id'];

/** The document and report of a shared spec as two tabs (arrow keys move between them). */
export function SharedSpecViews({ file, views }: { file: RequirementFile; views: SharedViewRenderers }) {
  const [active, setActive] = useState<ViewId>('document');
  const tabRefs = useRef<Partial<Record<ViewId, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    if (
      event.key !== 'ArrowLeft' &&
      event.key !== 'ArrowRight' &&
      event.key !== 'Home' &&
      event.key !== 'End'
    )
      return;
    event.preventDefault();
    const index = VIEWS.findIndex((view) => view.id === active);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? VIEWS.length - 1
          : (index + (event.key === 'ArrowRight' ? 1 : VIEWS.length - 1)) % VIEWS.length;
    const view = VIEWS[next];
    if (!view) return;
    setActive(view.id);
    tabRefs.current[view.id]?.focus();
  };
  return (
    <>
      <div className="shared-page__tabs" role="tablist" aria-label="Views" onKeyDown={move}>
        {VIEWS.map((view) => (
          <button
            key={view.id}
            ref={(element) => {
              tabRefs.current[view.id] = element;
            }}
            type="button"
            role="tab"
            id={`shared-tab-${view.id}`}
            aria-selected={active === view.id}
            aria-controls="shared-view"
            tabIndex={active === view.id ? 0 : -1}
            className="shared-page__tab"
            onClick={() => setActive(view.id)}
          >
            {view.label}
          </button>
        ))}
      </div>
      <main
        id="shared-view"
        className="shared-page__view"
        role="tabpanel"
        aria-labelledby={`shared-tab-${active}`}
      >
        {active === 'document' ? views.document(file) : views.report(file)}
      </main>
    </>
  );
}
