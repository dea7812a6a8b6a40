import DOMPurify from 'dompurify';

/*
 * No inline event handler in the probe: Chromium reports one as a CSP violation (script-src-attr 'none') as soon as
 * it is parsed, even in DOMPurify's inert document. A javascript: URL tests the same stripping without that.
 */
const PROBE = '<p>ok</p><a href="javascript:alert(1)">x</a><script>alert(1)</script>';
const PROBE_CLEAN = '<p>ok</p><a>x</a>';

let verdict: boolean | null = null;

/** DOMPurify is only as good as the DOM under it; check once that it really strips scripts and handlers here. */
function purifierWorks(): boolean {
  if (verdict === null) {
    try {
      verdict = DOMPurify.isSupported && DOMPurify.sanitize(PROBE) === PROBE_CLEAN;
    } catch {
      verdict = false;
    }
  }
  return verdict;
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Captions and tip contents are hospital-supplied HTML: never render them unsanitised.
 * Where the DOM cannot sanitise (an incomplete DOM implementation), fall back to plain text rather than raw HTML.
 */
export function sanitizeHtml(html: string): string {
  if (!purifierWorks())
    return escapeText(
      html
        .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input'],
    FORBID_ATTR: ['style'],
  });
}
