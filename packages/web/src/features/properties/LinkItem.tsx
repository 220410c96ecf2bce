import { runAction } from '../../actions/app-actions';
import { CloseIcon } from '../../ui/icons';
import {
  linkPhrase,
  linkSentence,
  linkTypeChoices,
  type RowLinkView,
  suspectReason,
} from '../../ui/links/row-links';
import { LinkOtherEnd } from './LinkOtherEnd';
import { SuspectMark } from './SuspectMark';

interface LinkItemProps {
  fileId: string;
  view: RowLinkView;
  /** The selected row's visible id. */
  rowLabel: string;
  /** A spec this user may only read: the type cannot be changed, the link not removed. */
  readOnly?: boolean;
}

/** One link of the selected row: its type (read from this row's side), the other row, Remove, and its suspect mark. */
export function LinkItem({ fileId, view, rowLabel, readOnly = false }: LinkItemProps) {
  const { link, direction, otherLabel } = view;
  const towards = direction === 'outgoing' ? `to ${otherLabel}` : `from ${otherLabel}`;
  return (
    <li
      className={`links__item links__item--${direction}${link.suspect ? ' links__item--suspect' : ''}${view.crossSpec?.state === 'broken' ? ' links__item--broken' : ''}`}
      title={linkSentence(view, rowLabel)}
    >
      <select
        className="properties__input links__type"
        aria-label={`Type of link ${towards}`}
        value={link.type}
        disabled={readOnly}
        onChange={(event) =>
          runAction('links.changeType', { source: 'panel' }, { fileId, link, linkType: event.target.value })
        }
      >
        {linkTypeChoices(link.type).map((type) => (
          <option key={type} value={type}>
            {linkPhrase(type, direction)}
          </option>
        ))}
      </select>
      <LinkOtherEnd fileId={fileId} view={view} />
      {readOnly ? null : (
        <button
          type="button"
          className="links__remove"
          aria-label={`Remove link ${towards}`}
          title={`Remove link ${towards}`}
          onClick={() => runAction('links.remove', { source: 'panel' }, { fileId, link })}
        >
          <CloseIcon />
        </button>
      )}
      {link.suspect ? (
        <SuspectMark
          reason={suspectReason(view, rowLabel)}
          towards={towards}
          readOnly={readOnly}
          onClear={() => runAction('links.clearSuspect', { source: 'panel' }, { fileId, link })}
        />
      ) : null}
    </li>
  );
}
