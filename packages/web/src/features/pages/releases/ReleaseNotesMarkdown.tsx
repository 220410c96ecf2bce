import Markdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';

/** Release notes rendered from Markdown; raw HTML in the text is sanitised away. */
export function ReleaseNotesMarkdown({ text }: { text: string }) {
  return (
    <div className="markdown">
      <Markdown
        rehypePlugins={[rehypeSanitize]}
        components={{
          a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
        }}
      >
        {text}
      </Markdown>
    </div>
  );
}
