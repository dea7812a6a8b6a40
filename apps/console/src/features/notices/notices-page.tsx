import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Col,
  Form,
  Input,
  Modal,
  Popconfirm,
  Row,
  Space,
  Table,
  Tabs,
} from 'antd';
import { useTranslation } from 'react-i18next';
import type { NoticeDocType } from '@portal/shared';
import { noticeEditorCalls, type BilingualNotice, type NoticeEntry } from '@portal/shared/console';
import { useConsole, useHosId } from '../../app/hospital-context.tsx';
import { callApi, errorText } from '../../lib/api.ts';
import { LANGUAGES } from '../../lib/i18n.ts';
import { PreviewFrame } from '../settings/preview-frame.tsx';
import './i18n.ts';

const EMPTY: BilingualNotice = {
  'en-US': { title: '', content: '' },
  'zh-CN': { title: '', content: '' },
};
const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * Notices and instructions (docs/console-content.md#notices-and-instructions): per document, the draft of the next
 * version in both languages side by side, its preview in the framed patient portal, publishing, and every version.
 */
export default function NoticesPage() {
  const { t } = useTranslation();
  const hosId = useHosId();
  const key = ['console', hosId, 'notice-editor'];
  const entries = useQuery({
    queryKey: key,
    queryFn: () => callApi(noticeEditorCalls.listNoticeEntries, { params: { hosId } }),
  });
  const [docType, setDocType] = useState<NoticeDocType>('APPOINTMENT_NOTICE');
  const entry = entries.data?.find((e) => e.docType === docType);
  return (
    <>
      <h1>{t('menu.notices')}</h1>
      <p>{t('notices.intro')}</p>
      {entries.isError && (
        <Alert type="error" showIcon role="alert" title={errorText(entries.error)} />
      )}
      <Tabs
        activeKey={docType}
        onChange={(k) => setDocType(k as NoticeDocType)}
        items={(entries.data ?? []).map((e) => ({
          key: e.docType,
          label: t(`notices.docType.${e.docType}`),
        }))}
      />
      {entry && (
        // A new answer (a save, a discard, a publish) starts the form again from what the server holds.
        <NoticeEditor
          key={`${entry.docType}:${entry.draft?.savedAt ?? ''}:${entry.current?.version ?? 0}`}
          entry={entry}
          queryKey={key}
        />
      )}
    </>
  );
}

function NoticeEditor({ entry, queryKey }: { entry: NoticeEntry; queryKey: unknown[] }) {
  const { t } = useTranslation();
  const hosId = useHosId();
  const { me } = useConsole();
  const canEdit = me.permissions.includes('content.edit');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<BilingualNotice>();
  const saved = entry.draft?.texts ?? entry.current?.texts ?? EMPTY;
  const [texts, setTexts] = useState<BilingualNotice>(saved);
  const [preview, setPreview] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const params = { hosId, docType: entry.docType };
  const refresh = () => void client.invalidateQueries({ queryKey });
  const dirty = JSON.stringify(texts) !== JSON.stringify(saved);

  const save = useMutation({
    mutationFn: (v: BilingualNotice) =>
      callApi(noticeEditorCalls.saveNoticeDraft, { params, body: { texts: v } }),
    onSuccess: (answer) => {
      client.setQueryData(queryKey, (all: NoticeEntry[] | undefined) =>
        all?.map((e) => (e.docType === answer.docType ? answer : e)),
      );
      void message.success(t('notices.saved'));
    },
    onError: (e) => void message.error(errorText(e)),
  });
  const discard = useMutation({
    mutationFn: () => callApi(noticeEditorCalls.discardNoticeDraft, { params }),
    onSuccess: () => {
      void message.success(t('notices.discarded'));
      refresh();
    },
    onError: (e) => void message.error(errorText(e)),
  });
  const publish = useMutation({
    mutationFn: () => callApi(noticeEditorCalls.publishNoticeDraft, { params }),
    onSuccess: (p) => {
      void message.success(t('notices.published', { version: p.version }));
      refresh();
    },
    onError: (e) => void message.error(errorText(e)),
  });
  const draft = useMemo(() => ({ notice: texts }), [texts]);
  const nextVersion = (entry.current?.version ?? 0) + 1;

  return (
    <section aria-label={t(`notices.docType.${entry.docType}`)}>
      <p data-testid="notice-status">
        {entry.current
          ? t('notices.current', {
              version: entry.current.version,
              date: when(entry.current.publishedAt),
            })
          : t('notices.notPublished')}
        {' · '}
        {entry.draft
          ? t('notices.draftSaved', { name: entry.draft.savedBy, date: when(entry.draft.savedAt) })
          : t('notices.noDraft')}
      </p>
      {!canEdit && <Alert type="info" showIcon title={t('notices.readOnly')} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={saved}
        disabled={!canEdit}
        onValuesChange={(_, all) => setTexts(all)}
        onFinish={(v) => save.mutate(v)}
      >
        <Row gutter={24}>
          {LANGUAGES.map((lang) => (
            <Col key={lang} xs={24} lg={12} lang={lang}>
              <Form.Item
                name={[lang, 'title']}
                label={t('notices.title', { lang: t(`language.${lang}`) })}
                rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
              >
                <Input maxLength={200} data-testid={`notice-title-${lang}`} />
              </Form.Item>
              <Form.Item
                name={[lang, 'content']}
                label={t('notices.content', { lang: t(`language.${lang}`) })}
                rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
              >
                <Input.TextArea rows={10} data-testid={`notice-content-${lang}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Space wrap>
          {canEdit && (
            <>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('notices.saveDraft')}
              </Button>
              {entry.draft && (
                <Popconfirm
                  title={
                    dirty
                      ? t('notices.publishUnsaved')
                      : t('notices.publishConfirm', { version: nextVersion })
                  }
                  okButtonProps={{ disabled: dirty }}
                  okText={t('notices.publish')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => publish.mutate()}
                >
                  <Button loading={publish.isPending} data-testid="notice-publish">
                    {t('notices.publish')}
                  </Button>
                </Popconfirm>
              )}
              {entry.draft && (
                <Button danger loading={discard.isPending} onClick={() => discard.mutate()}>
                  {t('notices.discardDraft')}
                </Button>
              )}
            </>
          )}
          <Button disabled={false} onClick={() => setPreview((p) => !p)}>
            {preview ? t('notices.hidePreview') : t('notices.preview')}
          </Button>
        </Space>
      </Form>
      {preview && (
        <>
          <p>{t('notices.previewLanguage')}</p>
          <PreviewFrame hosId={hosId} draft={draft} reloadKey={0} />
        </>
      )}
      <h2>{t('notices.versions')}</h2>
      <Table
        rowKey="version"
        size="small"
        pagination={false}
        aria-label={t('notices.versions')}
        dataSource={entry.versions}
        columns={[
          { title: t('notices.version'), dataIndex: 'version' },
          {
            title: t('notices.publishedAt'),
            dataIndex: 'publishedAt',
            render: (at: string) => when(at),
          },
          {
            title: t('common.actions'),
            key: 'view',
            render: (_: unknown, v: { version: number }) => (
              <Button size="small" onClick={() => setViewing(v.version)}>
                {t('notices.view')} {v.version}
              </Button>
            ),
          },
        ]}
      />
      {viewing !== null && (
        <VersionModal docType={entry.docType} version={viewing} onClose={() => setViewing(null)} />
      )}
    </section>
  );
}

function VersionModal(props: { docType: NoticeDocType; version: number; onClose: () => void }) {
  const { t } = useTranslation();
  const hosId = useHosId();
  const version = useQuery({
    queryKey: ['console', hosId, 'notice-version', props.docType, props.version],
    queryFn: () =>
      callApi(noticeEditorCalls.getNoticeVersion, {
        params: { hosId, docType: props.docType, version: props.version },
      }),
    staleTime: Infinity,
  });
  return (
    <Modal
      open
      width={900}
      title={t('notices.versionTitle', { version: props.version })}
      footer={null}
      onCancel={props.onClose}
    >
      {version.isError && <Alert type="error" showIcon title={errorText(version.error)} />}
      <Row gutter={24}>
        {LANGUAGES.map((lang) => (
          <Col key={lang} xs={24} lg={12} lang={lang}>
            <h3>{version.data?.texts[lang].title}</h3>
            <Input.TextArea
              readOnly
              rows={12}
              aria-label={t('notices.content', { lang: t(`language.${lang}`) })}
              value={version.data?.texts[lang].content ?? ''}
            />
          </Col>
        ))}
      </Row>
    </Modal>
  );
}
