import { MessageOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isPhone, type Language, type HosId } from '@portal/shared';
import { formatDateTime } from '../../../lib/date-time.ts';
import { outboxUnavailable, useSmsOutbox } from '../api/get-sms-outbox.ts';
import { codeInText } from '../utils/sms-code.ts';

interface SmsInboxProps {
  hosId: HosId;
  phone: string;
  timeZone: string;
}

/**
 * Demo only: the texts the sandbox SMS adapter "sent" to this phone, so a visitor of the demo can complete sign-up
 * without a real phone. The server serves the outbox only in demo mode; anywhere else it answers 404 and this
 * panel never appears.
 */
export function SmsInbox({ hosId, phone, timeZone }: SmsInboxProps) {
  const { t, i18n } = useTranslation();
  const outbox = useSmsOutbox(hosId, phone);
  if (!isPhone(phone) || outboxUnavailable(outbox.error) || !outbox.data) return null;
  const texts = [...outbox.data].sort((a, b) => b.sentAt.localeCompare(a.sentAt));

  return (
    <aside className="sms-inbox" data-testid="sms-inbox" aria-label={t('ui.demoSmsInbox')}>
      <header className="sms-inbox__head">
        <MessageOutlined /> <strong>{t('ui.demoSmsInbox')}</strong>
        <span className="sms-inbox__hint">{t('ui.demoSmsInboxHint')}</span>
      </header>
      {texts.length === 0 ? (
        <p className="sms-inbox__empty">{t('ui.demoSmsEmpty')}</p>
      ) : (
        <ul className="sms-inbox__list">
          {texts.map((sms) => (
            <li key={`${sms.sentAt}-${sms.text}`} className="sms-inbox__item">
              <span className="sms-inbox__code" data-testid="sms-code">
                {codeInText(sms.text) ?? sms.text}
              </span>
              <time className="sms-inbox__time" dateTime={sms.sentAt}>
                {formatDateTime(sms.sentAt, timeZone, i18n.language as Language)}
              </time>
              <span className="sms-inbox__text">{sms.text}</span>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
