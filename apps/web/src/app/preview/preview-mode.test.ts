import { describe, expect, it } from 'vitest';
import { isPreviewFrame } from './preview-mode.ts';

const frame = (search: string, parent: 'self' | 'same' | 'other') => {
  const win: { location: object; parent?: unknown } = {
    location: { search, origin: 'https://portal.example' },
  };
  win.parent =
    parent === 'self'
      ? win
      : parent === 'same'
        ? { location: { origin: 'https://portal.example' } }
        : {
            get location(): never {
              throw new DOMException('Blocked a frame', 'SecurityError');
            },
          };
  return win as unknown as Window;
};

describe('isPreviewFrame', () => {
  it('is the preview only with preview=1 inside a frame of the same origin', () => {
    expect(isPreviewFrame(frame('?preview=1', 'same'))).toBe(true);
    expect(isPreviewFrame(frame('?preview=1', 'self'))).toBe(false);
    expect(isPreviewFrame(frame('?preview=1', 'other'))).toBe(false);
    expect(isPreviewFrame(frame('', 'same'))).toBe(false);
    expect(isPreviewFrame(frame('?preview=0', 'same'))).toBe(false);
  });
});
