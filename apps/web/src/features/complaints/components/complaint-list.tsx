import { useEffect } from 'react';
import { Alert, Empty, Image, Skeleton, Steps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Complaint, ComplaintStatus, Language, HosId } from '@portal/shared';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useComplaintPhotos, useComplaints } from '../api/complaints.ts';

const STATUS_COLOUR: Record<ComplaintStatus, string> = {
  submitted: 'blue',
  in_progress: 'orange',
  replied: 'green',
  closed: 'default',
};
/** antd's orange and green tag text is below 4.5:1 on its own background (axe): the same hues a step darker. */
const STATUS_TEXT: Partial<Record<ComplaintStatus, string>> = {
  in_progress: '#ad4e00',
  replied: '#237804',
};
/** The path every complaint goes: the steps shown, the current one marked. */
const PATH: ComplaintStatus[] = ['submitted', 'in_progress', 'replied'];

function Photos({ hosId, paths }: { hosId: HosId; paths: string[] }) {
  const { t } = useTranslation();
  const urls = useComplaintPhotos(hosId, paths);
  if (paths.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <div className="complaint-item__photos">
        {(urls.data ?? []).map((url, i) => (
          <Image
            key={paths[i]}
            src={url}
            width={72}
            height={72}
            alt={t('ui.complaintPhoto', { n: i + 1 })}
            data-testid="complaint-photo"
          />
        ))}
      </div>
    </Image.PreviewGroup>
  );
}

function ComplaintItem({
  hosId,
  complaint: c,
  timeZone,
  focused,
}: {
  hosId: HosId;
  complaint: Complaint;
  timeZone: string;
  focused: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const at = (s: ComplaintStatus) => c.steps.find((x) => x.status === s)?.at;
  const path = c.status === 'closed' ? [...PATH.filter((s) => at(s)), 'closed' as const] : PATH;
  return (
    <li
      id={`complaint-${c.complaintId}`}
      className={focused ? 'complaint-item complaint-item--focused' : 'complaint-item'}
      aria-current={focused || undefined}
      data-testid="complaint-item"
    >
      <div className="complaint-item__head">
        <strong>
          {t(`ui.complaintKind.${c.kind}`)} · {t(`ui.complaintCategory.${c.category}`)}
        </strong>
        <Tag
          color={STATUS_COLOUR[c.status]}
          style={{ color: STATUS_TEXT[c.status] }}
          data-testid="complaint-status"
        >
          {t(`ui.complaintStatus.${c.status}`)}
        </Tag>
      </div>
      <p className="complaint-item__content">{c.content}</p>
      <Photos hosId={hosId} paths={c.photos} />
      <Steps
        size="small"
        titlePlacement="vertical"
        current={path.indexOf(c.status)}
        items={path.map((s) => ({
          title: t(`ui.complaintStatus.${s}`),
          content: at(s) ? formatDateTime(at(s)!, timeZone, lang) : undefined,
        }))}
      />
      <div className="complaint-item__reply" data-testid="complaint-reply">
        <strong>{t('ui.complaintReply')}</strong>
        <p>{c.reply ?? t('ui.complaintNoReply')}</p>
      </div>
    </li>
  );
}

/**
 * The user's complaints and suggestions, each with where it stands and the hospital's reply. `?complaintId=` (the link
 * of a reply's notice in the message centre) marks that one and scrolls to it.
 */
export function ComplaintList({ hosId, timeZone }: { hosId: HosId; timeZone: string }) {
  const { t } = useTranslation();
  const list = useComplaints(hosId);
  const focus = useSearchParams()[0].get('complaintId');
  const loaded = list.isSuccess;
  useEffect(() => {
    if (loaded && focus) document.getElementById(`complaint-${focus}`)?.scrollIntoView?.();
  }, [loaded, focus]);
  if (list.isPending) return <Skeleton active />;
  if (list.isError) return <Alert type="error" showIcon title={errorText(list.error)} />;
  if (list.data.length === 0) return <Empty description={t('ui.complaintNone')} />;
  return (
    <ul className="complaint-list" data-testid="complaint-list">
      {list.data.map((c) => (
        <ComplaintItem
          key={c.complaintId}
          hosId={hosId}
          complaint={c}
          timeZone={timeZone}
          focused={c.complaintId === focus}
        />
      ))}
    </ul>
  );
}
