import './comment-count.css';

/** The badge of a row's open comment threads: the number, named "2 open comments". */
export function CommentCount({ count }: { count: number }) {
  if (count === 0) return null;
  const label = `${count} open comment${count === 1 ? '' : 's'}`;
  return (
    <span className="comment-count" role="img" aria-label={label} title={label}>
      {count}
    </span>
  );
}
