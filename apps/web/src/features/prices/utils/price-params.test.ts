import { describe, expect, it } from 'vitest';
import { readPriceParams, searchableText, withPriceParams } from './price-params.ts';

describe('price search in the URL', () => {
  it('reads text, category and page, with defaults for anything missing or malformed', () => {
    expect(readPriceParams(new URLSearchParams('q=amxl&category=drug&page=3'))).toEqual({
      text: 'amxl',
      category: 'drug',
      page: 3,
    });
    expect(readPriceParams(new URLSearchParams(''))).toEqual({ text: '', category: '', page: 1 });
    expect(
      readPriceParams(new URLSearchParams(`q=${encodeURIComponent('<b>')}&category=a%20b&page=-2`)),
    ).toEqual({ text: '', category: '', page: 1 });
    expect(readPriceParams(new URLSearchParams('q=%20%E9%98%BF%E8%8E%AB%20'))).toMatchObject({
      text: '阿莫',
    });
  });

  it('writes changes, leaving defaults out', () => {
    const next = withPriceParams(new URLSearchParams('q=amxl&page=4'), {
      category: 'drug',
      page: null,
    });
    expect(next.toString()).toBe('q=amxl&category=drug');
    expect(withPriceParams(next, { text: '', category: '' }).toString()).toBe('');
  });

  it('accepts names with the punctuation of drug names, refuses markup and over-long text', () => {
    for (const ok of ['0.9%氯化钠', 'Vitamin B12', '阿莫西林（胶囊）', 'amxl', ''])
      expect(searchableText(ok), ok).toBe(true);
    for (const bad of ['<script>', "a'; drop", 'x'.repeat(41)])
      expect(searchableText(bad), bad).toBe(false);
  });
});
