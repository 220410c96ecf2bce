import type { Row } from '@specwright/core';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { WarningIcon } from '../../ui/icons';
import { linksSummary, suspectLinksName, suspectViews } from '../../ui/links/row-links';
import type { TableContext } from './table-context';
import './links-cell.css';

/** At most this many links are drawn in a cell; the ones that do not fit its width are cut off whole. */
const LINKS_DRAWN = 6;

/** A row's links in the Links column: a mark when some are suspect, as many as fit, and how many there are; a click opens them. */
export function LinksCell({ data, context }: CustomCellRendererProps<Row, unknown, TableContext>) {
  if (!data) return null;
  const views = context.links.get(data.id) ?? [];
  const summary = linksSummary(views);
  const suspect = suspectViews(views);
  const button = (
    <button
      type="button"
      tabIndex={-1}
      className="sw-links"
      title={summary === '' ? 'Add a link' : summary}
      aria-label={
        summary === ''
          ? 'Add a link'
          : `Links: ${summary}${suspect > 0 ? `; ${suspectLinksName(suspect)}` : ''}`
      }
      onClick={() => context.showLinks(data.id)}
    >
      {views.length === 0 ? <span className="sw-links__add">+ Link</span> : null}
      <span className="sw-links__list">
        {views.slice(0, LINKS_DRAWN).map((view) => (
          <span
            key={view.key}
            className={`sw-links__item sw-links__item--${view.direction}${view.crossSpec?.state === 'broken' ? ' sw-links__item--broken' : ''}`}
          >
            <span className="sw-links__phrase">{view.phrase}</span>{' '}
            <span className="sw-links__target">{view.otherLabel}</span>
          </span>
        ))}
      </span>
      {views.length > 1 ? <span className="sw-links__count">{views.length}</span> : null}
    </button>
  );
  if (suspect === 0) return button;
  return (
    <span className="sw-links-cell">
      <span
        className="sw-links__suspect"
        role="img"
        aria-label={suspectLinksName(suspect)}
        title={suspectLinksName(suspect)}
      >
        <WarningIcon size={14} />
      </span>
      {button}
    </span>
  );
}
