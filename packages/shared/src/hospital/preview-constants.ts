/**
 * What the staff console posts to the patient portal framed in its settings preview (`?preview=1`, same origin only):
 * the draft the editor holds, applied to the rendered page without saving (docs/console-web.md#preview). The names
 * live apart from the message's schema (preview-message.ts): the portal's first page reads only PREVIEW_PARAM, and
 * must not carry the schema, which only the lazily loaded receiver parses.
 */
export const PREVIEW_MESSAGE_TYPE = 'portal-preview';
/** The framed portal's answer once it listens: the console then posts the draft again. */
export const PREVIEW_READY_TYPE = 'portal-preview-ready';
export const PREVIEW_PARAM = 'preview';
