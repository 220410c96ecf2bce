import { linkKey, type SpecLink, type TraceView } from '@specwright/core';
import type { ReactNode } from 'react';
import { runAction } from '../../actions/app-actions';
import { ActionButton } from '../../ui/ActionButton';

const SHOWN = 100;

interface ListProps<T> {
  title: string;
  items: readonly T[];
  empty: string;
  render: (item: T) => ReactNode;
  keyOf: (item: T) => string;
  actions?: ReactNode;
}

/** A titled list of the first 100 items, with how many more there are. */
function TraceList<T>({ title, items, empty, render, keyOf, actions }: ListProps<T>) {
  const id = `trace-list-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section className="trace-card" aria-labelledby={id}>
      <header className="trace-card__header">
        <h3 id={id} className="trace-card__title">
          {title} <span className="trace-count">{items.length.toLocaleString('en')}</span>
        </h3>
        {items.length > 0 ? actions : null}
      </header>
      {items.length === 0 ? (
        <p className="trace-muted">{empty}</p>
      ) : (
        <ul className="trace-items" aria-label={title}>
          {items.slice(0, SHOWN).map((item) => (
            <li key={keyOf(item)}>{render(item)}</li>
          ))}
          {items.length > SHOWN ? (
            <li className="trace-muted">and {(items.length - SHOWN).toLocaleString('en')} more</li>
          ) : null}
        </ul>
      )}
    </section>
  );
}

interface TraceListsProps {
  fileId: string;
  view: TraceView;
  labels: ReadonlyMap<string, string>;
  texts: ReadonlyMap<string, string>;
  readOnly: boolean;
}

/** What needs a look: requirements without tests, tests naming none, suspect links, drift from code. */
export function TraceLists({ fileId, view, labels, texts, readOnly }: TraceListsProps) {
  const label = (rowId: string) => labels.get(rowId) ?? rowId;
  const requirementItem = (rowId: string) => (
    <button
      type="button"
      className="trace-item-button"
      onClick={() => runAction('trace.showRequirement', { source: 'button' }, { fileId, rowId })}
    >
      <span className="trace-item__id">{label(rowId)}</span>
      <span className="trace-item__text">{texts.get(rowId) ?? ''}</span>
    </button>
  );
  const suspectItem = (link: SpecLink) => (
    <span className="trace-item">
      <span className="trace-item__text">
        <strong>{label(link.from)}</strong> {link.type}{' '}
        <strong>{link.toSpec ? link.to : label(link.to)}</strong>
      </span>
      {readOnly ? null : (
        <button
          type="button"
          className="button small"
          aria-label={`Clear suspect mark of ${label(link.from)} ${link.type} ${label(link.to)}`}
          onClick={() => runAction('links.clearSuspect', { source: 'panel' }, { fileId, link })}
        >
          Clear
        </button>
      )}
    </span>
  );
  return (
    <div className="trace-lists">
      <TraceList
        title="Requirements without tests"
        items={view.withoutTests}
        empty="Every requirement has a test."
        keyOf={(rowId) => rowId}
        render={requirementItem}
      />
      <TraceList
        title="Tests naming no requirement"
        items={view.testsNamingNone}
        empty="Every test names a requirement."
        keyOf={(test) => test.rowId ?? `case:${test.name}`}
        render={(test) =>
          test.rowId ? (
            requirementItem(test.rowId)
          ) : (
            <span className="trace-item">
              <span className="trace-item__text">{test.name}</span>
              <span className="trace-muted">(from the last test run)</span>
            </span>
          )
        }
      />
      <TraceList
        title="Suspect links"
        items={view.suspectLinks}
        empty="No link is suspect."
        keyOf={linkKey}
        render={suspectItem}
        {...(readOnly
          ? {}
          : {
              actions: <ActionButton actionId="edit.clearAllSuspectLinks" label="Clear All" size="small" />,
            })}
      />
      <TraceList
        title="Drifted from code"
        items={view.drifted}
        empty="No requirement changed since the code named it."
        keyOf={(rowId) => rowId}
        render={requirementItem}
      />
    </div>
  );
}
