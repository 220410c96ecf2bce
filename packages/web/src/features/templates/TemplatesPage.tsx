import { TEMPLATES } from '@specwright/core';
import { ActionButton } from '../../ui/ActionButton';
import { ShippedSpecCard } from './ShippedSpecCard';
import '../../ui/page.css';
import './templates.css';

/** File → New: start a specification from one of the four templates (docs/product-rules.md, "Screens"). */
export function TemplatesPage() {
  return (
    <article className="page" aria-labelledby="templates-title">
      <div className="page__body">
        <h1 id="templates-title">Templates</h1>
        <p className="page__lead">
          Start a new specification from a template: “Use it now” opens it in a new tab, “Download” saves its
          JSON file.
        </p>
        <ul className="shipped-cards" aria-label="Templates">
          {TEMPLATES.map((template) => (
            <ShippedSpecCard
              key={template.fileName}
              kind="template"
              spec={template}
              openLabel="Use it now"
              canDownload
            />
          ))}
        </ul>
        <p className="page__muted shipped-cards__more">
          Want to see a complete specification first?{' '}
          <ActionButton actionId="file.openExample" size="small" />
        </p>
        <p className="page__muted shipped-cards__more">
          Missing a template for your kind of project?{' '}
          <ActionButton actionId="templates.request" label="Request a Template" size="small" />
        </p>
      </div>
    </article>
  );
}
