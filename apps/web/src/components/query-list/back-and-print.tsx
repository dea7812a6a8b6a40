import { LeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../link-button/link-button.tsx';

/*
 * The buttons above a printable record (each page's print styles print only the record, never these). Two
 * components, not one, so that a Space lays them out as two items.
 */

/** Back to the record's list, with the filters it had. */
export function BackToList({ to, label, testId }: { to: string; label: string; testId: string }) {
  return (
    <LinkButton to={to} data-testid={testId} icon={<LeftOutlined />}>
      {label}
    </LinkButton>
  );
}

/** Prints the page; `primary` where printing is the page's main action. */
export function PrintButton({ testId, primary }: { testId: string; primary?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      type={primary ? 'primary' : undefined}
      icon={<PrinterOutlined />}
      onClick={() => window.print()}
      data-testid={testId}
    >
      {t('ui.print')}
    </Button>
  );
}
