import { Alert, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The ten recovery codes, shown once after enrolment: copy them or download them, then say they are saved. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section aria-labelledby="recovery-title">
      <h2 id="recovery-title">{t('signIn.recoveryTitle')}</h2>
      <Alert type="warning" showIcon title={t('signIn.recoveryWarning')} />
      <ol aria-label={t('signIn.recoveryTitle')} className="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <Typography.Text code>{code}</Typography.Text>
          </li>
        ))}
      </ol>
      <Space wrap>
        <Button onClick={() => void navigator.clipboard?.writeText(text)}>
          {t('signIn.copyCodes')}
        </Button>
        <Button onClick={download}>{t('signIn.downloadCodes')}</Button>
        <Button type="primary" onClick={onDone}>
          {t('signIn.savedCodes')}
        </Button>
      </Space>
    </section>
  );
}
