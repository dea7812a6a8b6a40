import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { sheetFacts } from '../print-sheet/sheet-fact.tsx';

export interface SheetFact {
  key: string;
  label: string;
  value: ReactNode;
  /** Takes the rest of its row (a long diagnosis). */
  wide?: boolean;
}

interface MedicineSheetHeadProps {
  hospitalName?: string;
  title: string;
  /** Each fact's value carries the test id `${testId}-${key}`. */
  testId: string;
  facts: SheetFact[];
}

/** The head of a printable medicine sheet (prescription, discharge medicine): hospital, title and the sheet's facts. */
export function MedicineSheetHead({ hospitalName, title, testId, facts }: MedicineSheetHeadProps) {
  const fact = sheetFacts(testId);
  return (
    <header className="print-sheet__head">
      {hospitalName ? <p className="print-sheet__hospital">{hospitalName}</p> : null}
      <h2 className="print-sheet__title">{title}</h2>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={facts.map((f) => ({
          ...fact(f.key, f.label, f.value),
          ...(f.wide ? { span: 'filled' as const } : {}),
        }))}
      />
    </header>
  );
}
