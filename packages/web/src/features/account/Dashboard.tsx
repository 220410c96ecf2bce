import { ACCOUNT_MESSAGES } from '@specwright/core';
import { usePublicConfig } from '../../app/config/config-context';
import type { SessionUser } from '../../state/session';
import { ActionButton } from '../../ui/ActionButton';
import { ApiTokens } from './ApiTokens';
import { DashboardFigures } from './DashboardFigures';
import { UserAvatar } from './UserAvatar';
import { useDashboard } from './use-dashboard';
import { WaitingReviews } from './WaitingReviews';
import './dashboard.css';

/**
 * The sign-in tab when signed in: who you are, your credits and your analysis figures (docs/product-rules.md,
 * "Data"), and your personal API tokens.
 */
export function Dashboard({ user }: { user: SessionUser }) {
  const { support } = usePublicConfig();
  const dashboard = useDashboard(user.uid);
  const name = dashboard.data?.name || user.displayName || user.email;
  const email = dashboard.data?.email || user.email;

  return (
    <article className="page dashboard" aria-labelledby="dashboard-title" data-testid="dashboard">
      <div className="page__body">
        <header className="dashboard__header">
          <UserAvatar user={user} size={48} />
          <div className="dashboard__who">
            <h1 id="dashboard-title">Dashboard</h1>
            <p className="dashboard__identity">
              <span className="dashboard__name">{name}</span>
              <span className="dashboard__email">{email}</span>
            </p>
          </div>
          <div className="dashboard__actions">
            <ActionButton actionId="account.mySpecs" variant="primary" />
            <ActionButton actionId="account.logout" />
          </div>
        </header>
        {dashboard.isPending ? (
          <p className="dashboard__status" role="status">
            Loading your dashboard…
          </p>
        ) : dashboard.isError ? (
          <div className="dashboard__status dashboard__status--error" role="alert">
            <p>{ACCOUNT_MESSAGES.dashboardUnavailable}</p>
            <button type="button" className="button small" onClick={() => void dashboard.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <>
            <WaitingReviews />
            <DashboardFigures data={dashboard.data} salesEmail={support.salesEmail.trim()} />
            <ApiTokens />
          </>
        )}
      </div>
    </article>
  );
}
