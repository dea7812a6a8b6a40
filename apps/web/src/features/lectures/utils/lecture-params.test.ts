import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  lecturePath,
  readLectureId,
  readLectureParams,
  withLectureParams,
} from './lecture-params.ts';
import { formatDate } from '../../../lib/date-time.ts';

describe('lecture URL state', () => {
  it('reads the search, category and page; malformed values fall back to their defaults', () => {
    expect(readLectureParams(new URLSearchParams('q=%20flu%20&category=heart&page=3'))).toEqual({
      text: 'flu',
      category: 'heart',
      page: 3,
    });
    expect(
      readLectureParams(new URLSearchParams(`q=${'x'.repeat(51)}&category=a%20b&page=-1`)),
    ).toEqual({ text: '', category: '', page: 1 });
  });

  it('writes changes and drops the defaults', () => {
    const next = withLectureParams(new URLSearchParams('q=flu&page=2'), {
      text: 'cold',
      page: null,
      category: 'infection',
    });
    expect(Object.fromEntries(next)).toEqual({ q: 'cold', category: 'infection' });
  });

  it('a lecture opens at its kind’s child route; a bad id names none', () => {
    expect(lecturePath('video', 'v-handwashing')).toBe('/lecture/homepage/video?id=v-handwashing');
    expect(lecturePath('article', 'a-flu')).toBe('/lecture/homepage/article?id=a-flu');
    expect(readLectureId(new URLSearchParams('id=a-flu'))).toBe('a-flu');
    expect(readLectureId(new URLSearchParams('id=../x'))).toBe('');
  });

  it('durations as m:ss and dates as the hospital’s day', () => {
    expect(formatDuration(8)).toBe('0:08');
    expect(formatDuration(125.4)).toBe('2:05');
    // 23:30 UTC is the next day in Shanghai.
    expect(formatDate('2026-11-20T23:30:00Z', 'Asia/Shanghai', 'en-US')).toBe('11/21/2026');
    expect(formatDate('2026-11-20T23:30:00Z', 'Asia/Shanghai', 'zh-CN')).toBe('2026/11/21');
  });
});
