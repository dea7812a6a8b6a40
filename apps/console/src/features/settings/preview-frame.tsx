import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PREVIEW_MESSAGE_TYPE,
  PREVIEW_PARAM,
  PREVIEW_READY_TYPE,
  type HosId,
  type PreviewMessage,
} from '@portal/shared';

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
  draft: Omit<PreviewMessage, 'type'>;
  /** A new value reloads the portal (after a save, so it shows what patients now see). */
  reloadKey: number;
}) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(draft);
  latest.current = draft;

  const post = () =>
    frame.current?.contentWindow?.postMessage(
      { type: PREVIEW_MESSAGE_TYPE, ...latest.current } satisfies PreviewMessage,
      window.location.origin,
    );

  useEffect(post, [draft]);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (
        event.origin === window.location.origin &&
        event.source === frame.current?.contentWindow &&
        (event.data as { type?: unknown } | null)?.type === PREVIEW_READY_TYPE
      )
        post();
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
