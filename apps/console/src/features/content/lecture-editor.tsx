import { useMemo, useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Col,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Row,
  Segmented,
  Select,
  Space,
  Spin,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Language, LectureDetail } from '@portal/shared';
import {
  LECTURE_OTHER_LANGUAGE,
  LECTURE_POSTER_MAX_BYTES,
  LECTURE_PRIMARY_LANGUAGE,
  LECTURE_VIDEO_MAX_BYTES,
  LECTURE_VIDEO_TYPES,
  type ConsoleLecture,
  type ConsoleLectureList,
  type LectureDraft,
  type LectureTexts,
} from '@portal/shared/console';
import { useConsole, useHosId } from '../../app/hospital-context.tsx';
import { errorText } from '../../lib/api.ts';
import { lecturePath, PATHS } from '../../lib/paths.ts';
import {
  uploadLectureMedia,
  useLecture,
  useLectures,
  useLectureStatus,
  useSaveLecture,
} from './api.ts';
import { ContentPreview } from './content-preview.tsx';
import { STATUS_COLOUR } from './status.ts';
import { RichTextField } from './rich-text-field.tsx';
import './i18n.ts';

type Texts = Record<Language, LectureTexts>;
interface Fields {
  kind: 'article' | 'video';
  categoryId: string;
  texts: Texts;
  videoUrl: string | null;
  posterUrl: string | null;
  durationSeconds: number | null;
}
const EMPTY: LectureTexts = { title: '', summary: '', author: '', body: '' };
const MB = 1024 * 1024;

const formOf = (l: ConsoleLecture | undefined, firstCategory: string): Fields =>
  l
    ? {
        kind: l.kind,
        categoryId: l.categoryId,
        texts: l.texts,
        videoUrl: l.videoUrl,
        posterUrl: l.posterUrl,
        durationSeconds: l.durationSeconds,
      }
    : {
        kind: 'article',
        categoryId: firstCategory,
        texts: { 'en-US': { ...EMPTY }, 'zh-CN': { ...EMPTY } },
        videoUrl: null,
        posterUrl: null,
        durationSeconds: null,
      };

/** The lecture as the patient's lecture page shows it, in each language (untranslated texts fall back, as there). */
function previewOf(
  form: Fields,
  saved: ConsoleLecture | undefined,
  categories: ConsoleLectureList['categories'],
): Record<Language, LectureDetail> {
  const category = categories.find((c) => c.categoryId === form.categoryId);
  const one = (lang: Language): LectureDetail => {
    const own = form.texts[lang];
    const main = form.texts[LECTURE_PRIMARY_LANGUAGE];
    const pick = (f: keyof LectureTexts) => own[f] || main[f];
    return {
      lectureId: saved?.lectureId ?? 'draft',
      kind: form.kind,
      categoryId: form.categoryId,
      categoryName: category?.name[lang] ?? form.categoryId,
      title: pick('title'),
      summary: pick('summary'),
      author: pick('author'),
      body: pick('body'),
      posterUrl: form.posterUrl,
      durationSeconds: form.durationSeconds,
      publishedAt: saved?.publishedAt ?? new Date().toISOString(),
      readCount: saved?.readCount ?? 0,
      videoUrl: form.kind === 'video' ? form.videoUrl : null,
      captions: [],
    };
  };
  return { 'en-US': one('en-US'), 'zh-CN': one('zh-CN') };
}

/** One lecture: both languages side by side, the video and poster, saved as a draft, previewed, published. */
export function LectureEditor({ lectureId }: { lectureId: string | null }) {
  const hosId = useHosId();
  const lecture = useLecture(hosId, lectureId);
  const list = useLectures(hosId);
  if ((lectureId && !lecture.data && !lecture.isError) || !list.data) return <Spin />;
  if (lecture.isError)
    return <Alert type="error" showIcon role="alert" title={errorText(lecture.error)} />;
  return <EditorForm saved={lecture.data} categories={list.data.categories} />;
}

function EditorForm({
  saved,
  categories,
}: {
  saved: ConsoleLecture | undefined;
  categories: ConsoleLectureList['categories'];
}) {
  const { t, i18n } = useTranslation();
  const hosId = useHosId();
  const { me } = useConsole();
  const readOnly = !me.permissions.includes('content.edit');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const save = useSaveLecture(hosId);
  const status = useLectureStatus(hosId);
  const [form, setForm] = useState<Fields>(() => formOf(saved, categories[0]?.categoryId ?? ''));
  const [dirty, setDirty] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [uploading, setUploading] = useState<'video' | 'poster' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useMemo(() => previewOf(form, saved, categories), [form, saved, categories]);

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setDirty(true);
  };
  const setText = (lang: Language, field: keyof LectureTexts, value: string) => {
    setForm((f) => ({ ...f, texts: { ...f.texts, [lang]: { ...f.texts[lang], [field]: value } } }));
    setDirty(true);
  };

  const onSave = () => {
    setError(null);
    const draft: LectureDraft = form;
    save.mutate(
      { lectureId: saved?.lectureId ?? null, draft },
      {
        onSuccess: (l) => {
          setDirty(false);
          void message.success(t('content.editor.saved'));
          if (!saved) void navigate(lecturePath(l.lectureId), { replace: true });
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  };
  const onStatus = (publish: boolean) => {
    if (!saved) return;
    setError(null);
    status.mutate(
      { lectureId: saved.lectureId, publish },
      {
        onSuccess: () =>
          void message.success(
            t(publish ? 'content.editor.published' : 'content.editor.unpublished'),
          ),
        onError: (e) => setError(errorText(e)),
      },
    );
  };
  const upload = (use: 'video' | 'poster', file: Blob) => {
    const max = use === 'video' ? LECTURE_VIDEO_MAX_BYTES : LECTURE_POSTER_MAX_BYTES;
    setError(null);
    if (file.size > max) {
      setError(t('content.editor.tooLarge', { mb: max / MB }));
      return;
    }
    setUploading(use);
    uploadLectureMedia(hosId, use, file)
      .then((path) => set(use === 'video' ? 'videoUrl' : 'posterUrl', path))
      .catch((e: unknown) => setError(errorText(e)))
      .finally(() => setUploading(null));
  };

  const column = (lang: Language) => {
    const primary = lang === LECTURE_PRIMARY_LANGUAGE;
    const field = (f: Exclude<keyof LectureTexts, 'body'>, multiline = false) => {
      const id = `lecture-${f}-${lang}`;
      const props = {
        id,
        lang,
        value: form.texts[lang][f],
        disabled: readOnly,
        onChange: (e: { target: { value: string } }) => setText(lang, f, e.target.value),
      };
      return (
        <Form.Item label={t(`content.field.${f}`)} htmlFor={id} required={primary && f === 'title'}>
          {multiline ? (
            <Input.TextArea autoSize={{ minRows: 2 }} {...props} />
          ) : (
            <Input {...props} />
          )}
        </Form.Item>
      );
    };
    return (
      <fieldset className="localized" lang={lang}>
        <legend>
          {t(primary ? 'content.editor.primary' : 'content.editor.other', {
            language: t(`language.${lang}`),
          })}
        </legend>
        {field('title')}
        {field('summary', true)}
        {field('author')}
        <Form.Item label={t('content.field.body')} htmlFor={`lecture-body-${lang}`}>
          <RichTextField
            id={`lecture-body-${lang}`}
            label={`${t('content.field.body')} (${t(`language.${lang}`)})`}
            lang={lang}
            value={form.texts[lang].body}
            disabled={readOnly}
            onChange={(v) => setText(lang, 'body', v)}
          />
        </Form.Item>
      </fieldset>
    );
  };

  const busy = save.isPending || status.isPending || uploading !== null;
  return (
    <section aria-labelledby="lecture-editor-title">
      <Link to={PATHS.contentLectures}>{t('content.back')}</Link>
      <Space align="center" wrap style={{ display: 'flex', marginTop: 8 }}>
        <Typography.Title level={2} id="lecture-editor-title" style={{ margin: 0 }}>
          {t(saved ? 'content.editor.editTitle' : 'content.editor.newTitle')}
        </Typography.Title>
        {saved && (
          <Tag color={STATUS_COLOUR[saved.status]} data-testid="lecture-status">
            {t(`content.status.${saved.status}`)}
          </Tag>
        )}
      </Space>
      {readOnly && <Alert type="info" showIcon title={t('content.readOnly')} />}
      <Form layout="vertical" style={{ marginTop: 16 }} onSubmitCapture={(e) => e.preventDefault()}>
        <Space wrap size="large" align="start">
          <Form.Item label={t('content.editor.kind')} htmlFor="lecture-kind">
            <Segmented
              id="lecture-kind"
              disabled={readOnly}
              value={form.kind}
              onChange={(v) => set('kind', v as Fields['kind'])}
              options={(['article', 'video'] as const).map((k) => ({
                value: k,
                label: t(`content.kind.${k}`),
              }))}
            />
          </Form.Item>
          <Form.Item label={t('content.editor.category')} htmlFor="lecture-category">
            <Select
              id="lecture-category"
              style={{ minWidth: 220 }}
              disabled={readOnly}
              value={form.categoryId}
              onChange={(v) => set('categoryId', v)}
              options={categories.map((c) => ({
                value: c.categoryId,
                label: c.name[i18n.language as Language] ?? c.name['en-US'],
              }))}
            />
          </Form.Item>
        </Space>
        {form.kind === 'video' && (
          <Form.Item
            label={t('content.editor.video', { mb: LECTURE_VIDEO_MAX_BYTES / MB })}
            htmlFor="lecture-video"
          >
            <Space wrap>
              <Upload
                accept={Object.entries(LECTURE_VIDEO_TYPES)
                  .flatMap(([ext, mime]) => [`.${ext}`, mime])
                  .join(',')}
                showUploadList={false}
                disabled={readOnly || busy}
                customRequest={({ file }) => upload('video', file as Blob)}
              >
                <Button
                  id="lecture-video"
                  icon={<UploadOutlined aria-hidden />}
                  disabled={readOnly || busy}
                >
                  {t(
                    uploading === 'video'
                      ? 'content.editor.uploading'
                      : 'content.editor.uploadVideo',
                  )}
                </Button>
              </Upload>
              {form.videoUrl ? (
                <video src={form.videoUrl} controls preload="metadata" style={{ maxWidth: 240 }} />
              ) : (
                <Typography.Text type="secondary">{t('content.editor.noVideo')}</Typography.Text>
              )}
            </Space>
          </Form.Item>
        )}
        <Space wrap size="large" align="start">
          <Form.Item
            label={t('content.editor.poster', { mb: LECTURE_POSTER_MAX_BYTES / MB })}
            htmlFor="lecture-poster"
          >
            <Space wrap>
              <Upload
                accept="image/png,image/jpeg,image/webp"
                showUploadList={false}
                disabled={readOnly || busy}
                customRequest={({ file }) => upload('poster', file as Blob)}
              >
                <Button
                  id="lecture-poster"
                  icon={<UploadOutlined aria-hidden />}
                  disabled={readOnly || busy}
                >
                  {t(
                    uploading === 'poster'
                      ? 'content.editor.uploading'
                      : 'content.editor.uploadPoster',
                  )}
                </Button>
              </Upload>
              {form.posterUrl && (
                <>
                  <img src={form.posterUrl} alt="" style={{ maxHeight: 64 }} />
                  {!readOnly && (
                    <Button onClick={() => set('posterUrl', null)}>
                      {t('content.editor.removePoster')}
                    </Button>
                  )}
                </>
              )}
            </Space>
          </Form.Item>
          {form.kind === 'video' && (
            <Form.Item label={t('content.editor.duration')} htmlFor="lecture-duration">
              <InputNumber
                id="lecture-duration"
                min={0}
                max={86_400}
                disabled={readOnly}
                value={form.durationSeconds}
                onChange={(v) => set('durationSeconds', v ?? null)}
              />
            </Form.Item>
          )}
        </Space>
        <Row gutter={24}>
          <Col xs={24} xl={12}>
            {column(LECTURE_PRIMARY_LANGUAGE)}
          </Col>
          <Col xs={24} xl={12}>
            {column(LECTURE_OTHER_LANGUAGE)}
          </Col>
        </Row>
        {error && (
          <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} />
        )}
        <Space wrap>
          <Button onClick={() => setPreviewing(true)}>{t('content.editor.preview')}</Button>
          {!readOnly && (
            <Button type="primary" onClick={onSave} loading={save.isPending} disabled={busy}>
              {t(
                saved?.status === 'published' ? 'content.editor.save' : 'content.editor.saveDraft',
              )}
            </Button>
          )}
          {!readOnly && saved?.status === 'draft' && (
            <Button
              onClick={() => onStatus(true)}
              disabled={busy || dirty}
              title={dirty ? t('content.editor.saveFirst') : undefined}
            >
              {t('content.editor.publish')}
            </Button>
          )}
          {!readOnly && saved?.status === 'published' && (
            <Popconfirm
              title={t('content.editor.unpublishConfirm')}
              onConfirm={() => onStatus(false)}
            >
              <Button danger disabled={busy}>
                {t('content.editor.unpublish')}
              </Button>
            </Popconfirm>
          )}
          {dirty && saved?.status === 'draft' && (
            <Typography.Text type="secondary">{t('content.editor.saveFirst')}</Typography.Text>
          )}
        </Space>
      </Form>
      <ContentPreview
        hosId={hosId}
        open={previewing}
        onClose={() => setPreviewing(false)}
        draft={{ lecture: preview }}
      />
    </section>
  );
}
