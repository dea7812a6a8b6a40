import type { TFunction } from 'i18next';
import { Table, type TableProps } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { FromListState } from '../../lib/query-kit/query-paths.ts';

interface QueryTableProps<T extends object> {
  /** Test ids: `${testIds.table}` on the table, `${testIds.row}-${id}` on each row, `${testIds.row}-link` on its link. */
  testIds: { table: string; row: string };
  className?: string;
  rowClassName: string;
  /** The field that names a row; its value goes into the row's test id and its detail page's address. */
  rowKey: keyof T & string;
  rows: T[];
  loading?: boolean;
  pagination: TableProps<T>['pagination'];
  /** Wide tables scroll sideways on a narrow screen rather than squeeze their columns. */
  scroll?: boolean;
  /** The address of a row's detail page, from its id. */
  detailPath: (id: string) => string;
  /** The columns, given the way to show a cell as the link to the row's detail page. */
  columns: (
    detailLink: (row: T, content: ReactNode) => ReactNode,
  ) => NonNullable<TableProps<T>['columns']>;
}

/**
 * The table of a /query/* list: a row opens its detail page (so does the link in its first cell, for keyboards and
 * screen readers). The detail page is handed the list's search in the history state, so 'back to the list' keeps
 * the filters.
 */
export function QueryTable<T extends object>({
  testIds,
  className,
  rowClassName,
  rowKey,
  rows,
  loading,
  pagination,
  scroll,
  detailPath,
  columns,
}: QueryTableProps<T>) {
  const navigate = useNavigate();
  const state: FromListState = { listSearch: useLocation().search };
  const idOf = (row: T) => String(row[rowKey]);
  const detailLink = (row: T, content: ReactNode) => (
    <Link
      to={detailPath(idOf(row))}
      state={state}
      data-testid={`${testIds.row}-link`}
      onClick={(e) => e.stopPropagation()}
    >
      {content}
    </Link>
  );
  return (
    <Table<T>
      data-testid={testIds.table}
      className={className}
      rowKey={rowKey}
      size="middle"
      loading={loading}
      pagination={pagination}
      dataSource={rows}
      scroll={scroll ? { x: 'max-content' } : undefined}
      onRow={(row) =>
        ({
          'data-testid': `${testIds.row}-${idOf(row)}`,
          className: rowClassName,
          onClick: () => void navigate(detailPath(idOf(row)), { state }),
        }) as HTMLAttributes<HTMLElement>
      }
      columns={columns(detailLink)}
    />
  );
}

/** The department and doctor columns most query lists show (deptName, doctorName), kept on one line by `nowrapClass`. */
export function deptAndDoctorColumns(t: TFunction, nowrapClass: string) {
  return [
    { key: 'dept', title: t('ui.department'), dataIndex: 'deptName', className: nowrapClass },
    { key: 'doctor', title: t('ui.doctor'), dataIndex: 'doctorName', className: nowrapClass },
  ];
}
