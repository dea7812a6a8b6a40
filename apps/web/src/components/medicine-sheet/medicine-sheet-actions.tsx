import { LeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../link-button/link-button.tsx';

interface MedicineSheetActionsProps {
  /** The list to go back to, with the filters it had. */
  backTo: string;
  backLabel: string;
  /** Prefix of the test ids: `${testId}-back`, `${testId}-print`. */
  testId: string;
}

/** Back to the list and print (medicine-sheet.css prints only the sheet); neither is printed. */
export function MedicineSheetActions({ backTo, backLabel, testId }: MedicineSheetActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="medicine-actions">
      <LinkButton to={backTo} data-testid={`${testId}-back`} icon={<LeftOutlined />}>
        {backLabel}
      </LinkButton>
      <Button
        type="primary"
        icon={<PrinterOutlined />}
        onClick={() => window.print()}
        data-testid={`${testId}-print`}
      >
        {t('ui.print')}
      </Button>
    </div>
  );
}
