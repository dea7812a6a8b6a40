import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HosId } from '@portal/shared';
import { useStaticCaption } from '../../lib/static-caption.ts';
import { SafeHtml } from '../safe-html/safe-html.tsx';

/** The catalogue text shown where the hospital has no caption file of its own. */
const FALLBACK = {
  'appointment-prompt': { title: 'ui.appointmentPromptTitle', content: 'ui.appointmentPrompt' },
  'candidate-prompt': { title: 'ui.waitlistPromptTitle', content: 'ui.waitlistPrompt' },
} as const;

/**
 * A notice from the hospital's caption file (appointment-prompt on the confirm page, candidate-prompt where a
 * patient joins the waiting list), in the reader's language; the catalogue text where the hospital has none.
 */
export function CaptionPrompt({
  hosId,
  name,
  className,
}: {
  hosId: HosId;
  name: keyof typeof FALLBACK;
  className?: string;
}) {
  const { t } = useTranslation();
  const caption = useStaticCaption(hosId, name);
  if (caption === undefined) return null;
  return (
    <Alert
      className={className}
      type="info"
      showIcon
      data-testid={name}
      title={caption?.title ?? t(FALLBACK[name].title)}
      description={
        caption ? <SafeHtml html={caption.content} /> : <p>{t(FALLBACK[name].content)}</p>
      }
    />
  );
}
