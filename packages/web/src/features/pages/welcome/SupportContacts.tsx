import { MailLink } from '../../../ui/MailLink';

interface SupportContactsProps {
  email: string;
  salesEmail: string;
}

/** The two contacts of the Welcome page: support and sales, as mail links. */
export function SupportContacts({ email, salesEmail }: SupportContactsProps) {
  const contacts = [
    { label: 'Support', text: 'Questions, problems and feedback', address: email },
    { label: 'Sales', text: 'Credits, plans and Enterprise review', address: salesEmail },
  ].filter((contact) => contact.address.trim() !== '');
  if (contacts.length === 0) return null;
  return (
    <section className="page__section" aria-labelledby="welcome-contacts">
      <h2 id="welcome-contacts">Get in touch</h2>
      <ul className="welcome-contacts">
        {contacts.map((contact) => (
          <li key={contact.label} className="page__card">
            <strong>{contact.label}</strong>
            <span className="page__muted">{contact.text}</span>
            <MailLink address={contact.address} />
          </li>
        ))}
      </ul>
    </section>
  );
}
