import '../instructions.css';
import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { Alert, Button, Collapse, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language, NoticeStatus, HosId } from '@portal/shared';
import { SafeHtml } from '../../../components/safe-html/safe-html.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useAcceptNotice, useNotices } from '../api/notices.ts';
import { ActionError } from '../../../components/form-error/action-error.tsx';

interface NoticeListProps {
  hosId: HosId;
  timeZone: string;
}

function NoticeBody({ notice, hosId, timeZone }: { notice: NoticeStatus } & NoticeListProps) {
  const { t, i18n } = useTranslation();
  const accept = useAcceptNotice(hosId);
  const lang = i18n.language as Language;
  return (
    <div className="notice" data-testid={`notice-${notice.docType}`}>
      <p className="notice__version">
        {t('ui.noticeVersion', {
          version: notice.version,
          date: formatDateTime(notice.publishedAt, timeZone, lang),
        })}
      </p>
      {notice.acceptedAt === null && notice.previousAcceptedVersion !== null && (
        <Alert
          type="warning"
          showIcon
          title={t('ui.noticeNewVersion', { version: notice.previousAcceptedVersion })}
        />
      )}
      <SafeHtml className="notice__content rich-text" html={notice.content} />
      {notice.acceptedAt ? (
        <p className="notice__accepted" data-testid="notice-accepted">
          <CheckCircleFilled aria-hidden />{' '}
          {t('ui.noticeAcceptedOn', { date: formatDateTime(notice.acceptedAt, timeZone, lang) })}
        </p>
      ) : (
        <div className="notice__accept">
          <ActionError action={accept} testId="notice-accept-error" />
          <Button
            type="primary"
            loading={accept.isPending}
            data-testid="notice-accept"
            onClick={() => accept.mutate({ docType: notice.docType, version: notice.version })}
          >
            {t('ui.noticeAccept')}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * /other/instructions (signed in): the hospital's notice documents — appointment and refund notices,
 * user service agreement, privacy policy, log-off protocol — each in its current version with the date the patient
 * accepted it, or an accept button when a new version waits (the ones waiting open first).
 */
export function NoticeList({ hosId, timeZone }: NoticeListProps) {
  const { t } = useTranslation();
  const notices = useNotices(hosId);
  if (notices.isError)
    return (
      <Empty
        className="page-empty"
        description={<span data-testid="notices-error">{errorText(notices.error)}</span>}
      />
    );
  if (!notices.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (notices.data.length === 0)
    return (
      <Empty
        className="page-empty"
        description={<span data-testid="notices-empty">{t('ui.noticeNone')}</span>}
      />
    );
  const waiting = notices.data.filter((n) => n.acceptedAt === null).map((n) => n.docType);
  return (
    <Collapse
      className="notice-list"
      defaultActiveKey={waiting}
      items={notices.data.map((n) => ({
        key: n.docType,
        label: (
          <span className="notice-list__label" data-testid={`notice-label-${n.docType}`}>
            {n.title}
            {n.acceptedAt ? (
              <span className="notice-list__state notice-list__state--ok">
                <CheckCircleFilled aria-hidden /> {t('ui.noticeAccepted')}
              </span>
            ) : (
              <span className="notice-list__state notice-list__state--wait">
                <ExclamationCircleFilled aria-hidden /> {t('ui.noticeNotAccepted')}
              </span>
            )}
          </span>
        ),
        children: <NoticeBody notice={n} hosId={hosId} timeZone={timeZone} />,
      }))}
    />
  );
}
