/** A drug as a medicine sheet lists it: its name, then its specification in smaller type. */
export function MedicineDrug({
  testId,
  drug,
}: {
  testId: string;
  drug: { drugName: string; specification: string };
}) {
  return (
    <span data-testid={testId}>
      <span className="medicine-items__drug">{drug.drugName}</span>
      <span className="medicine-items__spec">{drug.specification}</span>
    </span>
  );
}
