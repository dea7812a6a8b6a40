import { TeamOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, HosId } from '@portal/shared';
import { formatDateTime } from '../../../lib/date-time.ts';
import { errorText } from '../../../lib/error-text.ts';
import { dialogs } from '../../../stores/dialog-store.ts';
import { usePatientHolders } from '../api/get-patient-holders.ts';
import { useRevokePatientHolder } from '../api/revoke-patient-holder.ts';

interface LinkedAccountsProps {
  hosId: HosId;
  patientId: string;
  timeZone: string;
}

/**
 * "Accounts linked to this person": every account holding the person through the hospital's record, phones
 * masked, with when each linked. The account whose phone the hospital holds may remove the others. Loaded when
 * opened: reading it is logged like any read of the person's data.
 */
export function LinkedAccounts({ hosId, patientId, timeZone }: LinkedAccountsProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section className="linked-accounts" data-testid="linked-accounts">
      <Button
        size="small"
        type="link"
        icon={<TeamOutlined />}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        data-testid="linked-accounts-toggle"
      >
        {t('ui.linkedAccounts')}
      </Button>
      {open ? (
        <HolderList
          hosId={hosId}
          patientId={patientId}
          timeZone={timeZone}
          lang={i18n.language as Language}
        />
      ) : null}
    </section>
  );
}

function HolderList({
  hosId,
  patientId,
  timeZone,
  lang,
}: LinkedAccountsProps & { lang: Language }) {
  const { t } = useTranslation();
  const holders = usePatientHolders(hosId, patientId);
  const revoke = useRevokePatientHolder();
  if (holders.isPending) return <p className="linked-accounts__note">{t('ui.loading')}</p>;
  if (holders.isError) return <p className="linked-accounts__note">{errorText(holders.error)}</p>;
  const { linked, canRevoke, holders: list } = holders.data;
  if (!linked)
    return (
      <p className="linked-accounts__note" data-testid="linked-accounts-none">
        {t('ui.linkedAccountsNone')}
      </p>
    );

  const onRevoke = (holderId: string, phone: string) =>
    dialogs.modal({
      content: t('ui.revokeHolderConfirm', { phone }),
      confirmText: 'ui.revokeHolder',
      callback: (confirmed) => {
        if (!confirmed) return;
        void dialogs.loading(revoke.mutateAsync({ hosId, patientId, holderId })).then(
          () =>
            dialogs.toast({
              mode: 'success',
              caption: t('C016', { action: t('ui.revokeHolder') }),
            }),
          (error: unknown) => dialogs.modal({ content: errorText(error), showCancel: false }),
        );
      },
    });

  return (
    <div className="linked-accounts__body">
      <ul className="linked-accounts__list">
        {list.map((h) => (
          <li key={h.holderId} className="linked-accounts__item" data-testid="linked-account">
            <span className="linked-accounts__phone" data-testid="linked-account-phone">
              {h.phone}
            </span>
            {h.self ? <Tag color="blue">{t('ui.thisAccount')}</Tag> : null}
            <time className="linked-accounts__time" dateTime={h.linkedAt}>
              {t('ui.linkedAt', { time: formatDateTime(h.linkedAt, timeZone, lang) })}
            </time>
            {canRevoke && !h.self ? (
              <Button
                size="small"
                danger
                onClick={() => onRevoke(h.holderId, h.phone)}
                data-testid="revoke-holder"
              >
                {t('ui.revokeHolder')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {!canRevoke && list.some((h) => !h.self) ? (
        <p className="linked-accounts__note">{t('ui.revokeOnlyPhoneHolder')}</p>
      ) : null}
    </div>
  );
}
