import { afterEach, describe, expect, it } from 'vitest';
import { lectureViewerId } from './viewer-id.ts';

afterEach(() => sessionStorage.clear());

describe('lectureViewerId', () => {
  it('is made once per browser session and kept: a refresh reads the same id (the read counts once)', () => {
    let made = 0;
    const random = () => `viewer-${++made}-abcdef`;
    const first = lectureViewerId(random);
    expect(first).toBe('viewer-1-abcdef');
    expect(lectureViewerId(random)).toBe(first);
    expect(made).toBe(1);
  });

  it('a tampered stored value is replaced', () => {
    sessionStorage.setItem('portal.session.lectureViewer', '<bad>');
    expect(lectureViewerId(() => 'fresh-viewer-id')).toBe('fresh-viewer-id');
  });
});
