import { runAction } from '../../actions/app-actions';
import { WarningIcon } from '../../ui/icons';
import type { RowLinkView } from '../../ui/links/row-links';

/**
 * The other end of a link: a row of this spec (a click selects it), or of another spec: opened with a
 * click when the server found it, marked when it is gone, unnamed when the user may not open that spec.
 */
export function LinkOtherEnd({ fileId, view }: { fileId: string; view: RowLinkView }) {
  const { otherLabel, otherText, crossSpec } = view;
  const described = `${otherLabel}${otherText === '' ? '' : `: ${otherText}`}`;
  if (crossSpec === undefined || crossSpec.state === 'ok') {
    const open = () =>
      crossSpec === undefined
        ? runAction('rows.select', { source: 'panel' }, { fileId, rowId: view.otherId })
        : runAction(
            'links.openOtherSpec',
            { source: 'panel' },
            { specId: crossSpec.specId, rowId: crossSpec.rowId },
          );
    return (
      <button
        type="button"
        className="links__other"
        aria-label={crossSpec === undefined ? `Go to ${described}` : `Open ${described}`}
        onClick={open}
      >
        <span className="links__other-label">{otherLabel}</span>
        <span className="links__other-text">{otherText}</span>
      </button>
    );
  }
  if (crossSpec.state === 'broken') {
    return (
      <span
        className="links__other links__other--broken"
        title="The row or its spec is gone: remove the link or point it to another row."
      >
        <WarningIcon size={14} />
        <span className="links__other-label">{otherLabel}</span>
      </span>
    );
  }
  return (
    <span className="links__other links__other--static">
      <span className="links__other-label">{otherLabel}</span>
      {crossSpec.state === 'loading' ? <span className="links__other-text">Looking it up…</span> : null}
    </span>
  );
}
