import { useMemo, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Collapse,
  Form,
  Input,
  InputNumber,
  Space,
  Spin,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type GuideSection, type Language } from '@portal/shared';
import { LECTURE_PRIMARY_LANGUAGE, type ConsoleGuideSection } from '@portal/shared/console';
import { useConsole, useHosId } from '../../app/hospital-context.tsx';
import { errorText } from '../../lib/api.ts';
import { useGuide, useSaveGuideSection } from './api.ts';
import { ContentPreview } from './content-preview.tsx';
import { RichTextField } from './rich-text-field.tsx';
import './i18n.ts';

/**
 * The medical guide (docs/health-content.md#editing): each section edited in place, both languages side by side,
 * previewed as patients read it, then saved straight to the guide.
 */
export default function GuidePage() {
  const { t } = useTranslation();
  const hosId = useHosId();
  const { me } = useConsole();
  const readOnly = !me.permissions.includes('content.edit');
  const guide = useGuide(hosId);
  return (
    <section aria-labelledby="guide-title">
      <Typography.Title level={2} id="guide-title">
        {t('content.guide.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('content.guide.intro')}</Typography.Paragraph>
      {readOnly && <Alert type="info" showIcon title={t('content.readOnly')} />}
      {guide.isError && <Alert type="error" showIcon role="alert" title={errorText(guide.error)} />}
      {guide.isLoading && <Spin />}
      {guide.data?.length === 0 && <Typography.Text>{t('content.guide.empty')}</Typography.Text>}
      {guide.data && guide.data.length > 0 && (
        <Collapse
          key={hosId}
          items={guide.data.map((s) => ({
            key: s.guideId,
            label: (
              <span data-testid={`guide-section-${s.guideId}`}>
                {s.title[LECTURE_PRIMARY_LANGUAGE]} · {s.guideType}
              </span>
            ),
            children: <SectionEditor section={s} readOnly={readOnly} />,
          }))}
        />
      )}
    </section>
  );
}

function SectionEditor({ section, readOnly }: { section: ConsoleGuideSection; readOnly: boolean }) {
  const { t } = useTranslation();
  const hosId = useHosId();
  const { message } = App.useApp();
  const save = useSaveGuideSection(hosId);
  const [title, setTitle] = useState(section.title);
  const [content, setContent] = useState(section.content);
  const [sort, setSort] = useState(section.sort);
  const [previewing, setPreviewing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const preview = useMemo(
    () =>
      Object.fromEntries(
        LANGUAGES.map((lang): [Language, GuideSection] => [
          lang,
          {
            guideId: section.guideId,
            guideType: section.guideType,
            areaId: section.areaId,
            areaName: null,
            title: title[lang] || title[LECTURE_PRIMARY_LANGUAGE],
            content: content[lang] || content[LECTURE_PRIMARY_LANGUAGE],
          },
        ]),
      ) as Record<Language, GuideSection>,
    [section, title, content],
  );
  const onSave = () => {
    setError(null);
    save.mutate(
      { guideId: section.guideId, edit: { title, content, sort } },
      {
        onSuccess: () => void message.success(t('content.guide.saved')),
        onError: (e) => setError(errorText(e)),
      },
    );
  };
  const id = (field: string, lang?: Language) =>
    `guide-${section.guideId}-${field}${lang ? `-${lang}` : ''}`;
  return (
    <Form layout="vertical" onSubmitCapture={(e) => e.preventDefault()}>
      <Form.Item label={t('content.guide.sort')} htmlFor={id('sort')}>
        <InputNumber
          id={id('sort')}
          min={0}
          max={10_000}
          value={sort}
          disabled={readOnly}
          onChange={(v) => setSort(v ?? 0)}
        />
      </Form.Item>
      <div className="content-columns">
        {LANGUAGES.map((lang) => (
          <fieldset key={lang} className="localized" lang={lang}>
            <legend>
              {t(
                lang === LECTURE_PRIMARY_LANGUAGE
                  ? 'content.editor.primary'
                  : 'content.editor.other',
                { language: t(`language.${lang}`) },
              )}
            </legend>
            <Form.Item label={t('content.field.title')} htmlFor={id('title', lang)}>
              <Input
                id={id('title', lang)}
                lang={lang}
                value={title[lang]}
                disabled={readOnly}
                onChange={(e) => setTitle({ ...title, [lang]: e.target.value })}
              />
            </Form.Item>
            <Form.Item label={t('content.guide.content')} htmlFor={id('content', lang)}>
              <RichTextField
                id={id('content', lang)}
                label={`${t('content.guide.content')} (${t(`language.${lang}`)})`}
                lang={lang}
                value={content[lang]}
                disabled={readOnly}
                onChange={(v) => setContent({ ...content, [lang]: v })}
              />
            </Form.Item>
          </fieldset>
        ))}
      </div>
      {error && (
        <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} />
      )}
      <Space>
        <Button onClick={() => setPreviewing(true)}>{t('content.editor.preview')}</Button>
        {!readOnly && (
          <Button type="primary" onClick={onSave} loading={save.isPending}>
            {t('content.guide.save')}
          </Button>
        )}
      </Space>
      <ContentPreview
        hosId={hosId}
        open={previewing}
        onClose={() => setPreviewing(false)}
        draft={{ guideSection: preview }}
      />
    </Form>
  );
}
