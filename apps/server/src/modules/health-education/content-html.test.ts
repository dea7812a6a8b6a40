import { describe, expect, it } from 'vitest';
import { cleanHtml } from './content-html.ts';

describe('cleanHtml', () => {
  it('keeps the allowed tags and attributes', () => {
    const html =
      '<h2>Title</h2><p>A <strong>bold</strong> and <em>quiet</em> <a href="https://example.org/x" title="t">link</a>.</p>' +
      '<ul><li>one</li></ul><img src="https://example.org/a.png" alt="a">';
    expect(cleanHtml(html)).toBe(html.replace('alt="a">', 'alt="a" />'));
  });

  it('removes scripts, styles, frames and their content', () => {
    expect(
      cleanHtml(
        '<p>ok</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.org"></iframe>',
      ),
    ).toBe('<p>ok</p>');
  });

  it('removes event handlers, inline styles and script URLs', () => {
    const cleaned = cleanHtml(
      '<img src="x" onerror="alert(1)"><p onclick="alert(1)" style="color:red">hi</p>' +
        '<a href="javascript:alert(1)">x</a><a href="data:text/html,<b>x</b>">y</a>',
    );
    expect(cleaned).not.toMatch(/onerror|onclick|style=|javascript:|data:/i);
    expect(cleaned).toContain('<p>hi</p>');
  });

  it('keeps images from https only', () => {
    expect(cleanHtml('<img src="http://example.org/a.png">')).toBe('<img />');
    expect(cleanHtml('<img src="//evil.example/a.png">')).toBe('<img />');
  });

  it('unwraps unknown tags but keeps their text', () => {
    expect(cleanHtml('<div><font color="red">text</font></div>')).toBe('text');
  });
});
