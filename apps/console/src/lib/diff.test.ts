import { describe, expect, it } from 'vitest';
import { diffDocuments } from './diff.ts';

describe('diffDocuments', () => {
  it('lists each changed, added and removed leaf by its path', () => {
    expect(
      diffDocuments(
        { main: '#000000', names: { 'en-US': 'A', 'zh-CN': '甲' }, gone: 1, tips: [{ id: 'a' }] },
        {
          main: '#111111',
          names: { 'en-US': 'A', 'zh-CN': '乙' },
          added: true,
          tips: [{ id: 'a' }],
        },
      ),
    ).toEqual([
      { path: 'added', after: true },
      { path: 'gone', before: 1 },
      { path: 'main', before: '#000000', after: '#111111' },
      { path: 'names.zh-CN', before: '甲', after: '乙' },
    ]);
  });

  it('nothing before (a creation) lists every leaf as added', () => {
    expect(diffDocuments(undefined, { a: 1 })).toEqual([{ path: 'a', after: 1 }]);
  });
});
