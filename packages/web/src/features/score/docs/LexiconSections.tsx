/** The lexicon, 'Not flagged' and sources sections of one language of a static entry. */
export function LexiconSections({
  label,
  examples,
  suppressions,
  sources,
}: {
  /** '' for English (the page's default), 'Portuguese' otherwise. */
  label: string;
  examples: readonly string[];
  suppressions: readonly string[];
  sources: readonly string[];
}) {
  const heading = label === '' ? 'Lexicon' : `${label} lexicon`;
  return (
    <>
      <section>
        <h4>{`${heading} (${examples.length} words and phrases)`}</h4>
        <ul className="score-docs__lexicon" lang={label === 'Portuguese' ? 'pt' : undefined}>
          {examples.map((example) => (
            <li key={example}>{example}</li>
          ))}
        </ul>
      </section>
      <TextList title={label === '' ? 'Not flagged' : `Not flagged in ${label}`} items={suppressions} />
      <TextList title={label === '' ? 'Sources' : `${label} sources`} items={sources} />
    </>
  );
}

export function TextList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h4>{title}</h4>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
