import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { errorText } from '../../lib/error-text.ts';

/** A page's one message in place of its content (an error, a missing id), with the test id the journeys look for. */
export function PageMessage({ testId, text }: { testId: string; text: string }) {
  return <Empty className="page-empty" description={<span data-testid={testId}>{text}</span>} />;
}

interface QueryDetailProps<T> {
  query:
    | { isPending: true }
    | { isPending: false; isError: true; error: unknown }
    | { isPending: false; isError: false; data: T };
  /** Test id of the error's text. */
  errorTestId: string;
  timeZone?: string;
  /** Lines of the skeleton shown while the record loads (about the height of the record). */
  rows?: number;
  children: (data: T) => ReactNode;
}

/**
 * A /query/* detail page (and any page of one record): a skeleton while the record loads, the error in its place
 * where asking failed, else the record.
 */
export function QueryDetail<T>({
  query,
  errorTestId,
  timeZone,
  rows = 8,
  children,
}: QueryDetailProps<T>) {
  if (query.isPending) return <Skeleton active paragraph={{ rows }} />;
  if (query.isError)
    return <PageMessage testId={errorTestId} text={errorText(query.error, timeZone)} />;
  return children(query.data);
}
