import type { ReactNode } from 'react';
import { MailLink } from '../../ui/MailLink';
import { formatDay, formatDayAndTime } from './account-dates';
import { CreditsAwaitVerification } from './CreditsAwaitVerification';
import type { Dashboard } from './dashboard-api';
import { WeeklyChart } from './WeeklyChart';

const NUMBER = new Intl.NumberFormat('en-US');

interface FigureProps {
  label: string;
  value: string;
  /** Dates read better smaller than counts. */
  kind?: 'count' | 'date';
  children?: ReactNode;
}

function Figure({ label, value, kind = 'count', children }: FigureProps) {
  return (
    <div className="dashboard-figure">
      <dt className="dashboard-figure__label">{label}</dt>
      <dd className={`dashboard-figure__value dashboard-figure__value--${kind}`}>{value}</dd>
      {children}
    </div>
  );
}

/** Credits (with the sales contact for top-ups), account dates, analysis totals and the weekly chart of one dashboard answer. */
export function DashboardFigures({ data, salesEmail }: { data: Dashboard; salesEmail: string }) {
  return (
    <>
      <dl className="dashboard-figures dashboard-figures--account">
        <Figure label="Remaining credits" value={NUMBER.format(data.credits)}>
          {data.creditsAwaitEmailVerification ? <CreditsAwaitVerification email={data.email} /> : null}
          {salesEmail ? (
            <dd className="dashboard-figure__note">
              To buy more credits, email our sales team at <MailLink address={salesEmail} subject="Credits" />
            </dd>
          ) : null}
        </Figure>
        <Figure label="Member since" value={formatDay(data.created_at)} kind="date" />
        <Figure label="Last login" value={formatDayAndTime(data.last_login)} kind="date" />
      </dl>
      <h2>Requirements</h2>
      <dl className="dashboard-figures">
        <Figure label="Analyzed" value={NUMBER.format(data.totalAnalyzed)} />
        <Figure label="Accepted" value={NUMBER.format(data.totalAccepted)} />
        <Figure label="Rejected" value={NUMBER.format(data.totalRejected)} />
      </dl>
      <section className="dashboard-card" aria-labelledby="dashboard-weekly">
        <h2 id="dashboard-weekly">Weekly activity</h2>
        <WeeklyChart metrics={data.weeklyMetrics} />
      </section>
    </>
  );
}
