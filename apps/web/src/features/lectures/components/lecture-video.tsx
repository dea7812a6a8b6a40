import { useTranslation } from 'react-i18next';
import type { LectureDetail } from '@portal/shared';

const LANGUAGE_LABEL_KEYS: Record<string, string> = {
  'en-US': 'ui.languageEnUS',
  'zh-CN': 'ui.languageZhCN',
};

/**
 * A lecture video: the browser's own player (keyboard and screen-reader ready), the poster until it plays, and a
 * WebVTT caption track per language — the page's language shown by default.
 */
export function LectureVideo({ lecture, videoUrl }: { lecture: LectureDetail; videoUrl: string }) {
  const { t, i18n } = useTranslation();
  return (
    <video
      className="lecture-video"
      data-testid="lecture-video"
      controls
      preload="metadata"
      playsInline
      poster={lecture.posterUrl ?? undefined}
      aria-label={lecture.title}
      width={640}
      height={360}
    >
      <source src={videoUrl} type={videoUrl.endsWith('.webm') ? 'video/webm' : undefined} />
      {lecture.captions.map((c) => (
        <track
          key={c.lang}
          kind="captions"
          src={c.url}
          srcLang={c.lang}
          label={LANGUAGE_LABEL_KEYS[c.lang] ? t(LANGUAGE_LABEL_KEYS[c.lang]!) : c.lang}
          default={c.lang === i18n.language}
        />
      ))}
      {t('ui.lectureVideoUnsupported')}
    </video>
  );
}
