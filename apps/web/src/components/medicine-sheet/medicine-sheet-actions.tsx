import { BackToList, PrintButton } from '../query-list/back-and-print.tsx';

interface MedicineSheetActionsProps {
  /** The list to go back to, with the filters it had. */
  backTo: string;
  backLabel: string;
  /** Prefix of the test ids: `${testId}-back`, `${testId}-print`. */
  testId: string;
}

/** Back to the list and print (medicine-sheet.css prints only the sheet); neither is printed. */
export function MedicineSheetActions({ backTo, backLabel, testId }: MedicineSheetActionsProps) {
  return (
    <div className="medicine-actions">
      <BackToList to={backTo} label={backLabel} testId={`${testId}-back`} />
      <PrintButton testId={`${testId}-print`} primary />
    </div>
  );
}
