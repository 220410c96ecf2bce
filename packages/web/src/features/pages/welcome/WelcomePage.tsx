import { usePublicConfig } from '../../../app/config/config-context';
import { ActionButton } from '../../../ui/ActionButton';
import { SupportContacts } from './SupportContacts';
import { safeVideoUrl, WelcomeVideo } from './WelcomeVideo';
import { FEATURES, GETTING_STARTED } from './welcome-content';
import '../../../ui/page.css';
import './welcome.css';

export function WelcomePage() {
  const config = usePublicConfig();
  const videoUrl = safeVideoUrl(config.welcomeVideoUrl);
  return (
    <article className="page" aria-labelledby="welcome-title">
      <div className="page__body">
        <header className="welcome-hero">
          <h1 id="welcome-title">Welcome to Specwright</h1>
          <p className="page__lead">
            Specwright is where engineers and product people write, edit and review requirement specifications
            as tables, check them with AI-assisted reviews and scoring, and hand the result to an AI coding
            agent.
          </p>
          <div className="welcome-hero__actions">
            <ActionButton
              actionId="help.releases"
              label={`What's new in ${config.version}`}
              variant="primary"
            />
            <ActionButton actionId="help.about" />
          </div>
        </header>

        {videoUrl ? <WelcomeVideo url={videoUrl} /> : null}

        <section className="page__section" aria-labelledby="welcome-features">
          <h2 id="welcome-features">What you can do</h2>
          <ul className="welcome-features">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="page__card">
                <h3>{feature.title}</h3>
                <p className="page__muted">{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="page__section" aria-labelledby="welcome-steps">
          <h2 id="welcome-steps">Getting started</h2>
          <ol className="welcome-steps">
            {GETTING_STARTED.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <div className="welcome-hero__actions">
            <ActionButton actionId="file.new" label="Start from a template" variant="primary" />
            <ActionButton actionId="file.open" label="Open a JSON file" />
            <ActionButton actionId="file.openExample" label="Explore the example" />
          </div>
        </section>

        <SupportContacts email={config.support.email} salesEmail={config.support.salesEmail} />
      </div>
    </article>
  );
}
