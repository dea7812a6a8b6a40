export type Format = 'paragraph' | 'heading' | 'bold' | 'italic' | 'bullets' | 'numbers' | 'link';

const escapeAttr = (s: string) => s.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Wraps `text`'s selection [start, end) in the format's tags; answers the new text and the wrapped selection. */
export function wrapSelection(
  text: string,
  start: number,
  end: number,
  format: Format,
  href = '',
): { text: string; start: number; end: number } {
  const selected = text.slice(start, end);
  let open: string;
  let close: string;
  let inner = selected;
  switch (format) {
    case 'paragraph':
      [open, close] = ['<p>', '</p>'];
      break;
    case 'heading':
      [open, close] = ['<h3>', '</h3>'];
      break;
    case 'bold':
      [open, close] = ['<strong>', '</strong>'];
      break;
    case 'italic':
      [open, close] = ['<em>', '</em>'];
      break;
    case 'bullets':
    case 'numbers': {
      const tag = format === 'bullets' ? 'ul' : 'ol';
      const items = (selected || '').split('\n').filter((l) => l.trim() !== '');
      inner = (items.length ? items : ['']).map((l) => `<li>${l.trim()}</li>`).join('');
      [open, close] = [`<${tag}>`, `</${tag}>`];
      break;
    }
    case 'link':
      [open, close] = [`<a href="${escapeAttr(href)}">`, '</a>'];
      break;
  }
  const wrapped = `${open}${inner}${close}`;
  return {
    text: text.slice(0, start) + wrapped + text.slice(end),
    start: start + open.length,
    end: start + open.length + inner.length,
  };
}
