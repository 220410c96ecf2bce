interface MailLinkProps {
  address: string;
  /** Pre-fills the subject of the user's mail. */
  subject?: string;
}

/**
 * A mail link showing its address. Every screen that sends users to sales (Welcome, Enterprise review, credit
 * top-ups) draws the public configuration's `support.salesEmail` with it.
 */
export function MailLink({ address, subject }: MailLinkProps) {
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return <a href={`mailto:${address}${query}`}>{address}</a>;
}
