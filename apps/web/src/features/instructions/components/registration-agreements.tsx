import { Alert, Button, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoticeDocument } from '@portal/shared';
import { SafeHtml } from '../../../components/safe-html/safe-html.tsx';
import { errorText } from '../../../lib/error-text.ts';
import type { AgreementsState } from '../api/registration-agreements.ts';

function AgreementLink({ doc }: { doc: NoticeDocument }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="link"
        className="registration-agreements__link"
        data-testid={`agreement-${doc.docType}`}
        onClick={() => setOpen(true)}
      >
        {doc.title}
      </Button>
      <Modal
        open={open}
        title={doc.title}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <SafeHtml className="rich-text" html={doc.content} />
      </Modal>
    </>
  );
}

/**
 * The agreements registering accepts (the server records the acceptance of their current versions with the
 * account), each opening its text. A hospital that has not published them is named with what it lacks: registering
 * is closed there, never offered against an empty list.
 */
export function RegistrationAgreements({
  state,
  hosName,
}: {
  state: AgreementsState;
  hosName: string;
}) {
  const { t, i18n } = useTranslation();
  if (state.status === 'loading')
    return <Spin size="small" data-testid="registration-agreements-loading" />;
  if (state.status === 'missing') {
    const documents = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
      state.missing.map((d) => t(`ui.noticeDoc.${d}`)),
    );
    return (
      <Alert
        type="warning"
        className="registration-agreements__alert"
        showIcon
        role="alert"
        data-testid="registration-closed"
        title={t('ui.registrationClosed')}
        description={t('ui.registrationClosedDetail', { hospital: hosName, documents })}
      />
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert
        type="error"
        className="registration-agreements__alert"
        showIcon
        role="alert"
        data-testid="registration-agreements-failed"
        title={t('ui.registrationAgreementsFailed')}
        description={errorText(state.error)}
        action={
          <Button size="small" onClick={state.retry}>
            {t('ui.reload')}
          </Button>
        }
      />
    );
  }
  // The titles joined as a sentence of the reader's language ('A and B', 'A和B'), each a link to its text.
  const parts = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).formatToParts(
    state.documents.map((d) => d.docType),
  );
  const byType = new Map(state.documents.map((d) => [d.docType as string, d]));
  return (
    <p className="registration-agreements" data-testid="registration-agreements">
      {t('ui.registerAccepts')}{' '}
      {parts.map((part, i) => {
        const doc = part.type === 'element' ? byType.get(part.value) : undefined;
        return doc ? (
          <AgreementLink key={doc.docType} doc={doc} />
        ) : (
          <span key={i}>{part.value}</span>
        );
      })}
    </p>
  );
}
