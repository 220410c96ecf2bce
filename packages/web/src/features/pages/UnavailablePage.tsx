import '../../ui/page.css';

/** For a tab whose view arrives with a later release (e.g. restored from another version's session). */
export function UnavailablePage({ title }: { title: string }) {
  return (
    <div className="page">
      <div className="page__body">
        <h1>{title}</h1>
        <p className="page__muted">This view is not available in this version of Specwright yet.</p>
      </div>
    </div>
  );
}
