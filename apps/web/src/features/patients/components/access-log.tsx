import { Radio, Table, Tag } from 'antd';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { isAccessRead, type AccessLogEntry, type Language, type HosId } from '@portal/shared';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { ACCESS_LOG_ANCHOR } from '../../../lib/paths.ts';
import { useAccessLog } from '../api/get-access-log.ts';

/** Page size 10. */
const PAGE_SIZE = 10;

/**
 * The access log of the user's patients: who read or changed which profile, when — times in the hospital's
 * zone. Actions are catalogue keys `ui.accessAction.<action>`; an action the catalogue does not know shows as sent.
 * It includes what every other account holding the same person did, each under its own masked phone. It
 * opens on what matters — everything other accounts did, and the reader's own changes, exports and downloads — and
 * leaves the reader's own reads (kept once a day) to 'all entries'; 'other accounts' shows those accounts alone.
 */
type Whose = 'important' | 'others' | 'all';
const shown: Record<Whose, (e: AccessLogEntry) => boolean> = {
  important: (e) => !e.byMe || !isAccessRead(e.action),
  others: (e) => !e.byMe,
  all: () => true,
};

export function AccessLog({ hosId, timeZone }: { hosId: HosId; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const log = useAccessLog(hosId);
  const lang = i18n.language as Language;
  const [whose, setWhose] = useState<Whose>('important');
  const entries = log.data ?? [];
  const byOthers = entries.filter(shown.others);

  return (
    <section
      className="access-log"
      id={ACCESS_LOG_ANCHOR}
      data-testid="access-log"
      aria-labelledby="access-log-title"
    >
      <h2 className="access-log__title" id="access-log-title">
        {t('ui.accessLog')}
      </h2>
      <p className="access-log__lead">{t('ui.accessLogLead')}</p>
      {log.isError ? <p className="access-log__error">{errorText(log.error)}</p> : null}
      <Radio.Group
        className="access-log__whose"
        optionType="button"
        aria-label={t('ui.accessWhose')}
        value={whose}
        onChange={(e) => setWhose(e.target.value as Whose)}
        options={[
          {
            value: 'important',
            label: <span data-testid="access-log-important">{t('ui.accessImportant')}</span>,
          },
          {
            value: 'others',
            label: (
              <span data-testid="access-log-others">
                {t('ui.accessByOthers', { count: byOthers.length })}
              </span>
            ),
          },
          {
            value: 'all',
            label: <span data-testid="access-log-all">{t('ui.accessEveryone')}</span>,
          },
        ]}
      />
      <Table<AccessLogEntry>
        size="small"
        loading={log.isPending && !log.isError}
        dataSource={entries.filter(shown[whose])}
        rowKey={(e) => `${e.at}|${e.action}|${e.actor}|${e.patientName}`}
        pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true }}
        locale={{ emptyText: t('C002') }}
        onRow={() => ({ 'data-testid': 'access-log-entry' }) as HTMLAttributes<HTMLElement>}
        columns={[
          {
            key: 'at',
            title: t('ui.accessTime'),
            dataIndex: 'at',
            render: (at: string) => <time dateTime={at}>{formatDateTime(at, timeZone, lang)}</time>,
            width: 200,
          },
          { key: 'patient', title: t('ui.accessPatient'), dataIndex: 'patientName' },
          {
            key: 'action',
            title: t('ui.accessAction'),
            dataIndex: 'action',
            render: (a: string) => t(`ui.accessAction.${a}`, { defaultValue: a }),
          },
          {
            key: 'actor',
            title: t('ui.accessActor'),
            dataIndex: 'actor',
            render: (actor: string, e: AccessLogEntry) => (
              <span data-testid="access-log-actor">
                {e.staffName ? t('ui.accessByStaff', { name: e.staffName }) : actor}
                {e.byMe ? <Tag className="access-log__me">{t('ui.accessByMe')}</Tag> : null}
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}
