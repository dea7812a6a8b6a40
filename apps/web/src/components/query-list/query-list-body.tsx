import './query-list.css';
import { Alert, type TablePaginationConfig } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QUERY_PAGE_SIZE } from '@portal/shared';
import { errorText } from '../../lib/error-text.ts';
import type { RangeProblem } from '../../lib/query-range.ts';
import { PageMessage } from './query-detail.tsx';

/** A page of a query's list as the server answers it (10 a page). */
export interface QueryPage<T> {
  items: T[];
  total: number;
  pageSize: number;
}

interface QueryListBodyProps<T> {
  /** Test ids: `${one}-range-error`, then `${many}-error`, `${many}-empty` and `${many}-total` (or `total`). */
  testIds: { one: string; many: string; total?: string };
  /** QUERY001 found before asking (lib/query-range.ts rangeProblem): said at once, nothing is asked. */
  problem: RangeProblem | null;
  list: { isError: boolean; error: unknown; data?: QueryPage<T>; isFetching: boolean };
  page: number;
  timeZone?: string;
  emptyText: string;
  totalText: (total: number) => string;
  onPage: (page: number) => void;
  /** The list's table, given its rows, loading state and the server's paging. */
  children: (table: {
    items: T[];
    loading: boolean;
    pagination: TablePaginationConfig;
  }) => ReactNode;
}

/**
 * What every /query/* list shows below its filters — the range problem, the error, the empty state (on the
 * first page; a page past the end keeps the pager), or the table paged by the server, which keeps the previous page
 * on screen while the next one loads.
 */
export function QueryListBody<T>({
  testIds,
  problem,
  list,
  page,
  timeZone,
  emptyText,
  totalText,
  onPage,
  children,
}: QueryListBodyProps<T>) {
  const { t } = useTranslation();
  if (problem) {
    return (
      <Alert
        type="error"
        showIcon
        className="query-list__alert"
        data-testid={`${testIds.one}-range-error`}
        title={t(problem.messageKey, problem.params)}
      />
    );
  }
  if (list.isError) {
    return <PageMessage testId={`${testIds.many}-error`} text={errorText(list.error, timeZone)} />;
  }
  if (list.data && list.data.items.length === 0 && page === 1) {
    return <PageMessage testId={`${testIds.many}-empty`} text={emptyText} />;
  }
  return children({
    items: list.data?.items ?? [],
    loading: list.isFetching,
    pagination: {
      current: page,
      pageSize: list.data?.pageSize ?? QUERY_PAGE_SIZE,
      total: list.data?.total ?? 0,
      showSizeChanger: false,
      hideOnSinglePage: true,
      showTotal: (total) => (
        <span data-testid={testIds.total ?? `${testIds.many}-total`}>{totalText(total)}</span>
      ),
      onChange: onPage,
    },
  });
}
