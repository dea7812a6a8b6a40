import { Button, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_DOC_TYPES, type NoticeDocType } from '@portal/shared';
import { SafeHtml } from '../../../components/safe-html/safe-html.tsx';
import { useNoticeDocument } from '../api/notices.ts';

function AgreementLink({ hosId, docType }: { hosId: string; docType: NoticeDocType }) {
  const [open, setOpen] = useState(false);
  const doc = useNoticeDocument(hosId, docType, true);
  // A document the hospital never published (NOTICE001) is not named: registering accepts nothing of it.
  if (!doc.data) return null;
  return (
    <>
      <Button type="link" className="registration-agreements__link" data-testid={`agreement-${docType}`} onClick={() => setOpen(true)}>
        {doc.data.title}
      </Button>
      <Modal open={open} title={doc.data.title} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        {doc.isFetching ? <Spin /> : <SafeHtml className="rich-text" html={doc.data.content} />}
      </Modal>
    </>
  );
}

/**
 * Issue 17: the register page names the agreements that registering accepts (the server records the acceptance of
 * their current versions with the account); each opens its text.
 */
export function RegistrationAgreements({ hosId }: { hosId: string }) {
  const { t } = useTranslation();
  return (
    <p className="registration-agreements" data-testid="registration-agreements">
      {t('ui.registerAccepts')}
      {REGISTRATION_DOC_TYPES.map((d) => <AgreementLink key={d} hosId={hosId} docType={d} />)}
    </p>
  );
}
