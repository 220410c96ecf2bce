import { ErrorBoundary } from '../../../app/errors/ErrorBoundary';
import { CHANGELOG } from './changelog';
import { ReleaseNotesMarkdown } from './ReleaseNotesMarkdown';
import '../../../ui/page.css';
import './releases.css';

function PlainTextReleaseNotes({ text }: { text: string }) {
  return (
    <>
      <p className="releases__notice" role="status">
        The release notes could not be formatted, so they are shown as plain text.
      </p>
      <pre className="releases__plain">{text}</pre>
    </>
  );
}

/** The product's release notes (root CHANGELOG.md). If Markdown rendering fails, the plain text is shown. */
export function ReleasesPage({ text = CHANGELOG }: { text?: string }) {
  return (
    <article className="page" aria-label="Release Notes">
      <div className="page__body">
        <ErrorBoundary fallback={() => <PlainTextReleaseNotes text={text} />}>
          <ReleaseNotesMarkdown text={text} />
        </ErrorBoundary>
      </div>
    </article>
  );
}
