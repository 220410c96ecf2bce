import { lazy, Suspense } from 'react';
import { useSession } from '../../state/read-stores';
import { selectUser } from '../../state/session';
import { SignedOutPage } from './SignedOutPage';
import '../../ui/page.css';
import '../../ui/form.css';
import './account.css';

// The dashboard brings the chart library; signed-out visitors never load it.
const Dashboard = lazy(() => import('./Dashboard').then((module) => ({ default: module.Dashboard })));

function Checking() {
  return (
    <div className="page account-page">
      <p className="account-page__status" role="status">
        Checking your session…
      </p>
    </div>
  );
}

/** The sign-in tab (docs/product-rules.md, "Screens"): the sign-in form when signed out, the dashboard when signed in. */
export function SignInPage() {
  const status = useSession((state) => state.status);
  const user = useSession(selectUser);
  if (user) {
    return (
      <Suspense fallback={<Checking />}>
        <Dashboard user={user} />
      </Suspense>
    );
  }
  return status === 'loading' ? <Checking /> : <SignedOutPage />;
}
