import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PREVIEW_MESSAGE_TYPE,
  PREVIEW_PARAM,
  PREVIEW_READY_TYPE,
  type ContentPreview,
  type HosId,
  type PreviewMessage,
} from '@portal/shared';

/** Posts the draft to the framed portal, to this origin only. */
/** A settings draft, or a lecture or guide section with the language to show it in (features/content). */
type Draft = Omit<PreviewMessage, 'type'> & ContentPreview;

function postDraft(frame: HTMLIFrameElement | null, draft: Draft) {
  frame?.contentWindow?.postMessage(
    { type: PREVIEW_MESSAGE_TYPE, ...draft } satisfies PreviewMessage & ContentPreview,
    window.location.origin,
  );
}

/**
 * The patient portal of the hospital, framed (same origin) with `preview=1`; the draft is posted to it whenever it
 * changes and again when the framed page says it listens. Only to this origin: another origin never sees a draft.
 */
export function PreviewFrame({
  hosId,
  draft,
  reloadKey,
}: {
  hosId: HosId;
  draft: Draft;
  /** A new value reloads the portal (after a save, so it shows what patients now see). */
  reloadKey: number;
}) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(draft);

  // The draft as it changes; the listener below reads the latest one when the framed page says it listens.
  useEffect(() => {
    latest.current = draft;
    postDraft(frame.current, draft);
  }, [draft]);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (
        event.origin === window.location.origin &&
        event.source === frame.current?.contentWindow &&
        (event.data as { type?: unknown } | null)?.type === PREVIEW_READY_TYPE
      )
        postDraft(frame.current, latest.current);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const src = `/?${new URLSearchParams({ hosId, [PREVIEW_PARAM]: '1' }).toString()}`;
  return (
    <iframe
      key={`${hosId}-${reloadKey}`}
      ref={frame}
      className="preview-frame"
      title={t('settings.previewTitle')}
      src={src}
    />
  );
}
