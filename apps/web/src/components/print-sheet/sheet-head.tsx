import { Descriptions, type DescriptionsProps } from 'antd';
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

interface SheetHeadProps {
  hospitalName?: string;
  title: ReactNode;
  titleTestId?: string;
  /** The sheet's facts, made with sheetFacts. */
  facts: DescriptionsProps['items'];
  /** How many facts a row holds. */
  column: DescriptionsProps['column'];
}

/** The head of a printable sheet: the hospital, the sheet's title and its facts. */
export function SheetHead({ hospitalName, title, titleTestId, facts, column }: SheetHeadProps) {
  return (
    <header className="print-sheet__head">
      {hospitalName ? <p className="print-sheet__hospital">{hospitalName}</p> : null}
      <h2 className="print-sheet__title" data-testid={titleTestId}>
        {title}
      </h2>
      <Descriptions size="small" column={column} items={facts} />
    </header>
  );
}
