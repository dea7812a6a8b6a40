import type sanitizeHtml from 'sanitize-html';
import { whenUsed } from '../../lib/when-used.ts';

const sanitizer = whenUsed<typeof sanitizeHtml>('sanitize-html');

/**
 * The rich text the console saves (a lecture's body, a guide section's content) is cleaned on the server before it is
 * stored (docs/health-content.md#editing): only the tags and attributes below survive, links only to web, mail and
 * phone addresses, images only from https or the portal's own paths. Scripts, styles, frames, forms and every event
 * handler attribute (on…) are removed with their content where they have any. The patient portal still sanitizes
 * again when it shows the text (apps/web/src/lib/sanitize.ts): the server's copy is the one that must never hold a
 * script, the browser's is defence in depth.
 */
export const ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'span',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'code',
  'pre',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    '*': ['lang'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // Removed with what they hold, not just unwrapped: a script's or a style's text is no reading matter.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  disallowedTagsMode: 'discard',
};

export function cleanHtml(html: string): string {
  return sanitizer()(html, OPTIONS).trim();
}
