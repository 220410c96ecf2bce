import { EXAMPLES } from '@specwright/core';
import { ActionButton } from '../../ui/ActionButton';
import { ShippedSpecCard } from './ShippedSpecCard';
import '../../ui/page.css';
import './templates.css';

/** Example specifications to learn from: Import opens one in a new tab (docs/product-rules.md, "Screens"). */
export function ExamplesPage() {
  return (
    <article className="page" aria-labelledby="examples-title">
      <div className="page__body">
        <h1 id="examples-title">Examples</h1>
        <p className="page__lead">
          A complete specification to explore: import it, then switch between the table, document and report
          views.
        </p>
        <ul className="shipped-cards" aria-label="Examples">
          {EXAMPLES.map((example) => (
            <ShippedSpecCard
              key={example.fileName}
              kind="example"
              spec={example}
              openLabel="Import"
              canDownload={false}
            />
          ))}
        </ul>
        <p className="page__muted shipped-cards__more">
          Ready to write your own? <ActionButton actionId="file.new" label="Browse templates" size="small" />
        </p>
      </div>
    </article>
  );
}
