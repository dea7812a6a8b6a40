import { renderMessage, type Language } from '@portal/shared';
import type { NoticeParams } from './notify.ts';

/**
 * A notice's title or body in one language. Parameters named '…Key' hold catalogue keys themselves (a period's name,
 * 'ui.noon.1'): they are rendered first, into the parameter without the suffix ('period'), so a stored notice reads
 * right in either language. A parameter 'name@<lang>' is the hospital's own text in that language (a department's
 * or doctor's name, booking-notice inLanguages): it stands for 'name' in that language. A text written before
 * notices were keys has no such key and renders as itself.
 */
export function renderNotice(key: string, params: NoticeParams, lang: Language): string {
  const resolved: NoticeParams = { ...params };
  for (const [name, value] of Object.entries(params)) {
    if (name.endsWith(`@${lang}`)) resolved[name.slice(0, -lang.length - 1)] = value;
  }
  for (const [name, value] of Object.entries(params)) {
    if (name.endsWith('Key')) resolved[name.slice(0, -3)] = renderMessage(String(value), {}, lang);
  }
  return renderMessage(key, resolved, lang);
}
