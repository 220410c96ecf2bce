import type { RequirementFile } from '@specwright/core';
import { useEffect, useRef } from 'react';
import { runAction } from '../../actions/app-actions';
import { linksFocusHandled, useLinksFocus } from '../../state/links-focus';
import { type RowLinkView, suspectLinksName, suspectViews } from '../../ui/links/row-links';
import { AddLinkForm } from './AddLinkForm';
import { LinkItem } from './LinkItem';
import './links.css';

interface LinksSectionProps {
  file: RequirementFile;
  rowId: string;
  rowLabel: string;
  views: readonly RowLinkView[];
  /** A spec this user may only read: its links show, none can be added, changed or removed. */
  readOnly?: boolean;
}

/** The selected row's links, to and from other rows, each editable, and the control that adds one. */
export function LinksSection({ file, rowId, rowLabel, views, readOnly = false }: LinksSectionProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusFor = useLinksFocus((state) => state.rowId);
  const suspect = suspectViews(views);

  // Asked for from the Links column: the section comes into view with the focus on its heading.
  useEffect(() => {
    if (focusFor !== rowId) return;
    const heading = headingRef.current;
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
    linksFocusHandled();
  }, [focusFor, rowId]);

  return (
    <section className="links" aria-labelledby="properties-links-heading" data-testid="properties-links">
      <h3 id="properties-links-heading" ref={headingRef} tabIndex={-1} className="links__heading">
        Links
        {views.length > 0 ? <span className="links__count">{views.length}</span> : null}
      </h3>
      {suspect > 0 ? (
        <div className="links__suspect-row">
          <span className="links__suspect-text">
            {suspect === 1 ? 'A link of this row is suspect' : `${suspectLinksName(suspect)} of this row`}:
            check {suspect === 1 ? 'it' : 'them'} against the changed text.
          </span>
          {readOnly ? null : (
            <button
              type="button"
              className="links__clear"
              onClick={() =>
                runAction('links.clearRowSuspect', { source: 'panel' }, { fileId: file.id, rowId })
              }
            >
              Clear suspect links of this row
            </button>
          )}
        </div>
      ) : null}
      {views.length === 0 ? (
        <p className="links__empty">
          No links yet. Link this row to the rows it derives from, refines or verifies.
        </p>
      ) : (
        <ul className="links__list" aria-label={`Links of ${rowLabel}`}>
          {views.map((view) => (
            <LinkItem key={view.key} fileId={file.id} view={view} rowLabel={rowLabel} readOnly={readOnly} />
          ))}
        </ul>
      )}
      {readOnly ? null : <AddLinkForm file={file} rowId={rowId} />}
    </section>
  );
}
