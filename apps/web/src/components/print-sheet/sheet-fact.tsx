import type { ReactNode } from 'react';

/**
 * The facts of a sheet's head (antd Descriptions items) for one sheet: each value, a dash when empty, carries the
 * test id `${testIdPrefix}-${key}`.
 */
export function sheetFacts(testIdPrefix: string) {
  return (key: string, label: string, value: ReactNode) => ({
    key,
    label,
    children: <span data-testid={`${testIdPrefix}-${key}`}>{value || '—'}</span>,
  });
}
