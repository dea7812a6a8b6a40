import { describe, expect, it } from 'vitest';
import { wrapSelection } from './rich-text.ts';

describe('wrapSelection', () => {
  it('wraps the selection and keeps it selected inside the tags', () => {
    expect(wrapSelection('say hello now', 4, 9, 'bold')).toEqual({
      text: 'say <strong>hello</strong> now',
      start: 12,
      end: 17,
    });
  });

  it('turns selected lines into list items', () => {
    expect(wrapSelection('a\nb\n', 0, 4, 'bullets').text).toBe('<ul><li>a</li><li>b</li></ul>');
  });

  it('escapes the link address', () => {
    expect(wrapSelection('x', 0, 1, 'link', 'https://a.org/?q="1"').text).toBe(
      '<a href="https://a.org/?q=&#34;1&#34;">x</a>',
    );
  });
});
