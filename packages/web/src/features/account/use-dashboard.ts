import { useQuery } from '@tanstack/react-query';
import { fetchDashboard } from './dashboard-api';

export const dashboardQueryKey = (uid: string) => ['dashboard', uid] as const;

/** The dashboard of the signed-in user, fetched each time the dashboard is shown. */
export function useDashboard(uid: string) {
  return useQuery({
    queryKey: dashboardQueryKey(uid),
    queryFn: ({ signal }) => fetchDashboard(uid, signal),
    staleTime: 0,
    retry: 1,
    retryDelay: 500,
  });
}
