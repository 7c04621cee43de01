import { RequestStatus, enumValues } from '@hauskonfig/shared';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { CustomerRequestRecord } from '../customer-requests/request-types';
import { useLoad } from '../providers/use-load';

export interface DashboardData {
  counts: Record<RequestStatus, number>;
  total: number;
  /** Newest first; at most one API page (1000), enough for the weekly chart and the latest list. */
  latest: CustomerRequestRecord[];
}

const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' as const };

/** One count per status: a page of one row, of which only the total is used. */
async function countByStatus(dataProvider: DataProvider, status: RequestStatus) {
  const { total } = await dataProvider.getList('customer-requests', {
    pagination: { page: 1, perPage: 1 },
    sort: NEWEST_FIRST,
    filter: { status },
  });
  return [status, total ?? 0] as const;
}

export async function loadDashboard(dataProvider: DataProvider): Promise<DashboardData> {
  const [counts, latest] = await Promise.all([
    Promise.all(enumValues(RequestStatus).map((status) => countByStatus(dataProvider, status))),
    dataProvider.getList<CustomerRequestRecord>('customer-requests', {
      pagination: { page: 1, perPage: 1000 },
      sort: NEWEST_FIRST,
      filter: {},
    }),
  ]);
  return {
    counts: Object.fromEntries(counts) as Record<RequestStatus, number>,
    total: latest.total ?? latest.data.length,
    latest: latest.data,
  };
}

/** Everything the dashboard shows, loaded together. */
export function useDashboardData() {
  const dataProvider = useDataProvider();
  return useLoad('dashboard', () => loadDashboard(dataProvider));
}
