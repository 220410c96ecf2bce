import type { Row } from '@specwright/core';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { linksSummary } from '../../ui/links/row-links';
import type { TableContext } from './table-context';
import './links-cell.css';

/** Links shown in full before the rest is counted in a badge. */
export const LINKS_SHOWN = 2;

/** A row's links in the Links column: the first ones in words, a count of the rest; opens them on click. */
export function LinksCell({ data, context }: CustomCellRendererProps<Row, unknown, TableContext>) {
  if (!data) return null;
  const views = context.links.get(data.id) ?? [];
  const rest = views.length - LINKS_SHOWN;
  const summary = linksSummary(views);
  return (
    <button
      type="button"
      tabIndex={-1}
      className="sw-links"
      title={summary === '' ? 'Add a link' : summary}
      aria-label={summary === '' ? 'Add a link' : `Links: ${summary}`}
      onClick={() => context.showLinks(data.id)}
    >
      {views.length === 0 ? <span className="sw-links__add">+ Link</span> : null}
      {views.slice(0, LINKS_SHOWN).map((view) => (
        <span key={view.key} className={`sw-links__item sw-links__item--${view.direction}`}>
          <span className="sw-links__phrase">{view.phrase}</span>{' '}
          <span className="sw-links__target">{view.otherLabel}</span>
        </span>
      ))}
      {rest > 0 ? <span className="sw-links__more">+{rest}</span> : null}
    </button>
  );
}
