import './preview-content.css';
import { useTranslation } from 'react-i18next';
import type { ContentPreview, Language } from '@portal/shared';
import { LectureView } from '../../features/lectures/components/lecture-view.tsx';
import '../../features/medical-guide/medical-guide.css';
import { GuideSectionView } from '../../features/medical-guide/components/guide-section.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

/** The draft in the language shown, else in the other one (a text not yet translated reads as patients would see it). */
function inLanguage<T>(drafts: Partial<Record<Language, T>> | null | undefined, lang: Language) {
  if (!drafts) return undefined;
  return drafts[lang] ?? Object.values(drafts)[0];
}

/**
 * A lecture draft or a guide section being edited in the console, drawn over the framed portal with the very
 * components patients read them with (docs/console-web.md#preview), in the language the portal is in.
 */
export function PreviewContent({ draft }: { draft: ContentPreview }) {
  const { i18n } = useTranslation();
  const hosId = useSessionStore((s) => s.hosId);
  const timeZone = useHospitalTimeZone(hosId);
  const lang = i18n.language as Language;
  const lecture = inLanguage(draft.lecture, lang);
  const section = inLanguage(draft.guideSection, lang);
  if (!lecture && !section) return null;
  return (
    <div className="preview-content" data-testid="preview-content">
      {lecture && <LectureView lecture={lecture} timeZone={timeZone} backLink={false} />}
      {section && (
        <div className="medical-guide">
          <GuideSectionView section={section} />
        </div>
      )}
    </div>
  );
}
