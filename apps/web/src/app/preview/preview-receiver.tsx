import { useEffect, useRef, useState } from 'react';
import {
  PREVIEW_MESSAGE_TYPE,
  PREVIEW_READY_TYPE,
  contentPreviewSchema,
  previewMessageSchema,
  type ContentPreview,
  type PreviewMessage,
  type TipInfo,
} from '@portal/shared';
import { TipPopup } from '../../components/tip-popup/tip-popup.tsx';
import { NoticePreview, QuestionnairePreview } from './preview-forms.tsx';
import { PreviewContent } from './preview-content.tsx';
import { messagesQueryOptions } from '../../features/hospitals/api/get-messages.ts';
import { applyHospitalMessages, currentLanguage, i18n } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { useThemeStore } from '../../stores/theme-store.ts';

/** The hospital's own captions (the messages call's answer held in the cache), under which a draft's overrides go. */
function hospitalMessages(): Record<string, string> {
  const hosId = useSessionStore.getState().hosId;
  if (!hosId) return {};
  return (
    queryClient.getQueryData(messagesQueryOptions(hosId, currentLanguage()).queryKey)?.messages ??
    {}
  );
}

/** The draft's overrides in the language shown, if any is missing from the catalogue i18next holds. */
function missingOverrides(draft: PreviewMessage | null): Record<string, string> | null {
  const overrides = draft?.captions?.[currentLanguage()];
  if (!overrides) return null;
  const held = (i18n.getResourceBundle(currentLanguage(), 'translation') ?? {}) as Record<
    string,
    string
  >;
  return Object.entries(overrides).some(([key, text]) => held[key] !== text) ? overrides : null;
}

/**
 * The staff console's settings preview (docs/console-web.md#preview): the console frames this portal with `preview=1`
 * and posts the draft it edits. A draft theme goes into the theme store, caption overrides on top of the hospital's
 * captions, a draft tip opens as the tip popup, a notice or questionnaire draft shows as the patient's pages show
 * them (preview-forms.tsx), and a lecture draft or a guide section is drawn over the page as patients would read it
 * (preview-content.tsx). Only messages from the framing page of this same origin count.
 * The hospital's own theme or captions arriving later (a query answering after the draft) are covered again.
 */
export default function PreviewReceiver() {
  const draft = useRef<PreviewMessage | null>(null);
  const [tip, setTip] = useState<TipInfo | null>(null);
  const [notice, setNotice] = useState<PreviewMessage['notice']>(null);
  const [questionnaire, setQuestionnaire] = useState<PreviewMessage['questionnaire']>(null);
  const [content, setContent] = useState<ContentPreview | null>(null);

  useEffect(() => {
    const applyCaptions = (force: boolean) => {
      const overrides = draft.current?.captions?.[currentLanguage()];
      if (overrides && (force || missingOverrides(draft.current)))
        applyHospitalMessages(currentLanguage(), { ...hospitalMessages(), ...overrides });
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      const parsed = previewMessageSchema.safeParse(event.data);
      if (!parsed.success || parsed.data.type !== PREVIEW_MESSAGE_TYPE) return;
      draft.current = parsed.data;
      if (parsed.data.theme) useThemeStore.getState().setTheme(parsed.data.theme);
      applyCaptions(true);
      if (parsed.data.tip !== undefined) setTip(parsed.data.tip);
      if (parsed.data.notice !== undefined) setNotice(parsed.data.notice);
      if (parsed.data.questionnaire !== undefined) setQuestionnaire(parsed.data.questionnaire);
      if (parsed.data.lang && parsed.data.lang !== currentLanguage())
        void useSessionStore.getState().changeLanguage(parsed.data.lang);
      const drafted = contentPreviewSchema.safeParse(event.data);
      if (drafted.success && (drafted.data.lecture || drafted.data.guideSection))
        setContent(drafted.data);
    };
    // The hospital's theme or catalogue landing after the draft: put the draft back on top.
    const unsubscribe = useThemeStore.subscribe((state) => {
      const theme = draft.current?.theme;
      if (theme && state.theme !== theme) useThemeStore.getState().setTheme(theme);
    });
    const onAdded = () => applyCaptions(false);
    i18n.store.on('added', onAdded);
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ type: PREVIEW_READY_TYPE }, window.location.origin);
    return () => {
      window.removeEventListener('message', onMessage);
      i18n.store.off('added', onAdded);
      unsubscribe();
    };
  }, []);

  // A notice or questionnaire draft (docs/console-content.md) in the language the portal shows.
  const lang = currentLanguage();
  const noticeDraft = notice?.[lang];
  const questionnaireDraft = questionnaire?.[lang];
  if (noticeDraft) return <NoticePreview notice={noticeDraft} />;
  if (questionnaireDraft)
    return (
      <QuestionnairePreview
        key={JSON.stringify(questionnaireDraft.questions.map((q) => q.questionId))}
        questionnaire={questionnaireDraft}
      />
    );
  return (
    <>
      {content && <PreviewContent draft={content} />}
      {tip && <TipPopup key={JSON.stringify(tip)} tip={tip} open onConfirm={() => setTip(null)} />}
    </>
  );
}
