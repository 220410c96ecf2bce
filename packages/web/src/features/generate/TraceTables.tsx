import type { TraceReport } from '../../state/trace-report';
import { tracePairKey } from './trace-sources';

/** Rows drawn per list; the CSV export holds every one. */
export const SHOWN_ROWS = 200;

function More({ total }: { total: number }) {
  if (total <= SHOWN_ROWS) return null;
  return (
    <p className="page__muted trace__more">
      Showing {SHOWN_ROWS} of {total.toLocaleString('en')}; Export CSV has them all.
    </p>
  );
}

function textOf(items: readonly { id: string; text: string }[]) {
  const byId = new Map<string, string>();
  for (const item of items) if (!byId.has(item.id)) byId.set(item.id, item.text);
  return (id: string) => byId.get(id) ?? '';
}

/** The linked and suggested pairs of a trace matrix. */
export function LinkTable({ report }: { report: TraceReport }) {
  const leftText = textOf(report.left);
  const rightText = textOf(report.right);
  const { links } = report.matrix;
  const suspect = new Set(report.suspect ?? []);
  if (links.length === 0) return <p className="page__muted">No links.</p>;
  return (
    <>
      <table className="trace__table" aria-label="Linked pairs">
        <thead>
          <tr>
            <th scope="col">Requirement</th>
            <th scope="col">Traced by</th>
            <th scope="col">Link</th>
          </tr>
        </thead>
        <tbody>
          {links.slice(0, SHOWN_ROWS).map((link) => (
            <tr key={`${link.leftId}\u0000${link.rightId}`} data-kind={link.kind}>
              <td>
                <strong>{link.leftId}</strong> {leftText(link.leftId)}
              </td>
              <td>
                <strong>{link.rightId}</strong> {rightText(link.rightId)}
              </td>
              <td>
                {link.kind === 'linked' ? (
                  <>
                    <span className="trace__badge trace__badge--linked">Linked</span>
                    {suspect.has(tracePairKey(link.leftId, link.rightId)) ? (
                      <span
                        className="trace__badge trace__badge--suspect"
                        title={`Suspect: ${link.leftId} or ${link.rightId} changed since this link was checked.`}
                      >
                        Suspect
                      </span>
                    ) : null}
                  </>
                ) : (
                  <span className="trace__badge trace__badge--suggested">
                    Suggestion {Math.round((link.similarity ?? 0) * 100)}%
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <More total={links.length} />
    </>
  );
}

/** Each item with a key unique in the list: its id, and how often the id came before. */
function withKeys<T extends { id: string }>(items: readonly T[]): { key: string; item: T }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const count = seen.get(item.id) ?? 0;
    seen.set(item.id, count + 1);
    return { key: `${item.id}#${count}`, item };
  });
}

/** A list of items: the requirements without a link, or the orphans with the ids they name. */
export function ItemList({
  label,
  items,
  empty,
}: {
  label: string;
  items: readonly { id: string; text: string; note?: string }[];
  empty: string;
}) {
  if (items.length === 0) return <p className="page__muted">{empty}</p>;
  return (
    <>
      <ul className="trace__list" aria-label={label}>
        {withKeys(items.slice(0, SHOWN_ROWS)).map(({ key, item }) => (
          <li key={key}>
            <strong>{item.id}</strong> {item.text}
            {item.note ? <span className="trace__note"> {item.note}</span> : null}
          </li>
        ))}
      </ul>
      <More total={items.length} />
    </>
  );
}
