import { runAction } from '../../actions/app-actions';
import type { Tab } from '../../state/tab';
import { MarkdownText } from '../../ui/markdown/MarkdownText';
import { ProgressBar } from '../../ui/ProgressBar';
import { type Draft, useDraftStore } from './draft-store';
import { draftSession } from './draft-wiring';
import './drafts.css';

const FALLBACK_NOTICE = 'This draft could not be formatted, so it is shown as plain text.';

function DraftStatusLine({ draft, tabId }: { draft: Draft; tabId: string }) {
  if (draft.status === 'streaming') {
    return (
      <div className="draft-tab__progress">
        <ProgressBar percentage={draft.percentage} label={`Generating ${draft.fileName}`} />
        <span className="draft-tab__step" aria-live="polite">
          {draft.step} · {draft.percentage} %
        </span>
        <button
          type="button"
          className="button small"
          onClick={() => runAction('drafts.cancel', { source: 'button' }, { tabId })}
        >
          Cancel
        </button>
      </div>
    );
  }
  if (draft.status === 'failed') {
    return (
      <p className="draft-tab__error" role="alert">
        {draft.error}
      </p>
    );
  }
  const said =
    draft.status === 'cancelled' ? 'Generation cancelled.' : 'Draft ready: edit it, then download.';
  return <p className="draft-tab__status">{said}</p>;
}

/** A Markdown tab: the generated draft as editable source beside its rendered preview, with Download. */
export function DraftTab({ tab }: { tab: Tab }) {
  const draft = useDraftStore((state) => state.drafts[tab.id]);
  if (!draft) {
    return (
      <div className="draft-tab draft-tab--missing">
        <p>This draft is no longer available. Generate it again from the Generate menu.</p>
      </div>
    );
  }
  const streaming = draft.status === 'streaming';
  const sourceId = `${tab.id}-source`;
  return (
    <div className="draft-tab" data-testid="draft-tab">
      <header className="draft-tab__bar">
        <div className="draft-tab__heading">
          <h2 className="draft-tab__title">{draft.fileName}</h2>
          <span className="draft-tab__from">Draft from “{draft.specTitle}”</span>
        </div>
        <DraftStatusLine draft={draft} tabId={tab.id} />
        <button
          type="button"
          className="button primary small"
          aria-disabled={streaming || draft.markdown === '' ? true : undefined}
          onClick={() => {
            if (!streaming && draft.markdown !== '')
              runAction('drafts.download', { source: 'button' }, { tabId: tab.id });
          }}
        >
          Download {draft.fileName}
        </button>
      </header>
      <div className="draft-tab__panes">
        <section className="draft-tab__pane" aria-labelledby={`${sourceId}-label`}>
          <label id={`${sourceId}-label`} htmlFor={sourceId} className="draft-tab__pane-title">
            Markdown source
          </label>
          <textarea
            id={sourceId}
            className="draft-tab__source"
            value={draft.markdown}
            readOnly={streaming}
            spellCheck={false}
            onChange={(event) => draftSession.edit(tab.id, event.target.value)}
          />
        </section>
        <section className="draft-tab__pane" aria-label="Preview">
          <h3 className="draft-tab__pane-title">Preview</h3>
          <div className="draft-tab__preview">
            {draft.markdown === '' ? (
              <p className="draft-tab__waiting">{streaming ? 'Waiting for the first words…' : 'Empty.'}</p>
            ) : (
              <MarkdownText text={draft.markdown} fallbackNotice={FALLBACK_NOTICE} />
            )}
          </div>
        </section>
      </div>
    </div>
  );
}

export default DraftTab;
