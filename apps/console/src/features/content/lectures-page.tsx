import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { ConsoleLectureSummary } from '@portal/shared/console';
import { useConsole, useHosId } from '../../app/hospital-context.tsx';
import { errorText } from '../../lib/api.ts';
import { lecturePath } from '../../lib/paths.ts';
import { useLectures } from './api.ts';
import { LectureEditor } from './lecture-editor.tsx';
import { STATUS_COLOUR } from './status.ts';
import './i18n.ts';

/** Lectures (docs/health-content.md#editing): the list, or with an id in the path one lecture's editor ('new': a new one). */
export default function LecturesPage() {
  const { lectureId } = useParams();
  const hosId = useHosId();
  if (lectureId)
    return (
      <LectureEditor
        key={`${hosId}:${lectureId}`}
        lectureId={lectureId === 'new' ? null : lectureId}
      />
    );
  return <LectureList />;
}

function LectureList() {
  const { t, i18n } = useTranslation();
  const hosId = useHosId();
  const { me } = useConsole();
  const canEdit = me.permissions.includes('content.edit');
  const navigate = useNavigate();
  const list = useLectures(hosId);
  const categoryName = new Map(
    (list.data?.categories ?? []).map((c) => [
      c.categoryId,
      c.name[i18n.language as 'en-US' | 'zh-CN'] ?? c.name['en-US'],
    ]),
  );
  return (
    <section aria-labelledby="lectures-title">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={2} id="lectures-title">
          {t('content.lectures.title')}
        </Typography.Title>
        {canEdit && (
          <Button type="primary" onClick={() => void navigate(lecturePath('new'))}>
            {t('content.lectures.new')}
          </Button>
        )}
      </Space>
      <Typography.Paragraph>{t('content.lectures.intro')}</Typography.Paragraph>
      {!canEdit && <Alert type="info" showIcon title={t('content.readOnly')} />}
      {list.isError && <Alert type="error" showIcon role="alert" title={errorText(list.error)} />}
      <Table<ConsoleLectureSummary>
        rowKey="lectureId"
        loading={list.isLoading}
        dataSource={list.data?.lectures ?? []}
        locale={{ emptyText: t('content.lectures.empty') }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          {
            title: t('content.col.title'),
            key: 'title',
            render: (_, l) => (
              <div>
                <Link to={lecturePath(l.lectureId)} data-testid={`lecture-${l.lectureId}`}>
                  {l.title}
                </Link>
                {l.otherTitle && (
                  <div lang="zh-CN">
                    <Typography.Text type="secondary">{l.otherTitle}</Typography.Text>
                  </div>
                )}
              </div>
            ),
          },
          {
            title: t('content.col.kind'),
            key: 'kind',
            render: (_, l) => t(`content.kind.${l.kind}`),
          },
          {
            title: t('content.col.category'),
            key: 'category',
            render: (_, l) => categoryName.get(l.categoryId) ?? l.categoryId,
          },
          {
            title: t('content.col.status'),
            key: 'status',
            render: (_, l) => (
              <Tag color={STATUS_COLOUR[l.status]} data-testid={`lecture-status-${l.lectureId}`}>
                {t(`content.status.${l.status}`)}
              </Tag>
            ),
          },
          {
            title: t('content.col.updated'),
            key: 'updated',
            render: (_, l) => new Date(l.updatedAt).toLocaleString(i18n.language),
          },
          { title: t('content.col.reads'), dataIndex: 'readCount', key: 'reads' },
        ]}
      />
    </section>
  );
}
