import { usePublicConfig } from '../../../app/config/config-context';
import { LogoMark } from '../../../ui/icons';
import { formatReleaseDate } from './format-release-date';
import '../../../ui/page.css';
import './about.css';

export function AboutPage() {
  const { version, releaseDate, support } = usePublicConfig();
  return (
    <article className="page" aria-labelledby="about-title">
      <div className="page__body about">
        <div className="about__identity">
          <LogoMark size={56} />
          <div>
            <h1 id="about-title">Specwright</h1>
            <p className="page__muted about__tagline">
              Write, review and hand off software requirement specifications.
            </p>
          </div>
        </div>
        <dl className="about__facts page__card">
          <dt>Version</dt>
          <dd data-testid="about-version">{version}</dd>
          <dt>Released</dt>
          <dd data-testid="about-release-date">
            {releaseDate ? formatReleaseDate(releaseDate) : 'Not released yet'}
          </dd>
          {support.email ? (
            <>
              <dt>Support</dt>
              <dd>
                <a href={`mailto:${support.email}`}>{support.email}</a>
              </dd>
            </>
          ) : null}
        </dl>
      </div>
    </article>
  );
}
