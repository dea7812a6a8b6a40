import '../print-sheet/print-sheet.css';
import type { ReactNode } from 'react';
import { BackToList, PrintButton } from '../query-list/back-and-print.tsx';
import { SheetHead, sheetFacts } from '../print-sheet/sheet-head.tsx';

interface SheetFact {
  key: string;
  label: string;
  value: ReactNode;
  /** Takes the rest of its row (a long diagnosis). */
  wide?: boolean;
}

interface MedicineSheetProps {
  /** The list to go back to, with the filters it had. */
  backTo: string;
  backLabel: string;
  /** Prefix of the test ids: `${testId}-back`, `${testId}-print`, `${testId}-sheet` and each fact's `${testId}-${key}`. */
  testId: string;
  hospitalName?: string;
  title: string;
  facts: SheetFact[];
  /** The sheet's medicines, below its head. */
  children: ReactNode;
}

/**
 * A printable medicine sheet (prescription, discharge medicine): back to the list and print above it (neither is
 * printed: print-sheet.css prints only the sheet), then the sheet — hospital, title, facts — and its medicines.
 */
export function MedicineSheet({
  backTo,
  backLabel,
  testId,
  hospitalName,
  title,
  facts,
  children,
}: MedicineSheetProps) {
  const fact = sheetFacts(testId);
  return (
    <div className="medicine-detail">
      <div className="medicine-actions print-hidden">
        <BackToList to={backTo} label={backLabel} testId={`${testId}-back`} />
        <PrintButton testId={`${testId}-print`} primary />
      </div>
      <article className="medicine-sheet print-sheet" data-testid={`${testId}-sheet`}>
        <SheetHead
          hospitalName={hospitalName}
          title={title}
          column={{ xs: 1, sm: 2 }}
          facts={facts.map((f) => ({
            ...fact(f.key, f.label, f.value),
            ...(f.wide ? { span: 'filled' as const } : {}),
          }))}
        />
        {children}
      </article>
    </div>
  );
}
