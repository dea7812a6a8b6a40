import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LectureDetail as Lecture } from '@portal/shared';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/render.tsx';
import { LectureDetail } from './lecture-detail.tsx';
import { hosIdOf } from '@portal/shared';

const lecture = (over: Partial<Lecture> = {}): Lecture => ({
  lectureId: 'a-flu',
  kind: 'article',
  categoryId: 'infection',
  categoryName: 'Infection prevention',
  title: 'Flu season',
  summary: 'Vaccines and masks',
  author: 'Respiratory Medicine',
  posterUrl: null,
  durationSeconds: null,
  publishedAt: '2026-11-05T01:00:00Z',
  readCount: 41,
  body: '<p>Get the <b>vaccine</b>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  videoUrl: null,
  captions: [],
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function renderDetail(item: Lecture | null) {
  const mock = stubFetch((url) => {
    if (url.startsWith('/lecture/api/info'))
      return item ? okResponse(item) : errorResponse(404, 'LECTURE001');
    if (url.startsWith('/lecture/api/read'))
      return okResponse({ readCount: (item?.readCount ?? 0) + 1, counted: true });
    throw new Error(`unexpected ${url}`);
  });
  renderWithProviders(
    <LectureDetail
      hosId={hosIdOf('1001')}
      lectureId={item?.lectureId ?? 'gone'}
      timeZone="Asia/Shanghai"
    />,
    { route: '/lecture/homepage/article?id=a-flu' },
  );
  return mock;
}

const reads = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.filter(([url]) => url.startsWith('/lecture/api/read'));

describe('LectureDetail', () => {
  it('an article: rich text sanitized (no script, no handler), and the read counted once with this visit’s id', async () => {
    const mock = renderDetail(lecture());
    expect((await screen.findByTestId('lecture-title')).textContent).toBe('Flu season');
    const body = screen.getByTestId('lecture-detail').querySelector('.lecture-detail__body')!;
    // Under happy-dom the sanitizer falls back to plain text (lib/sanitize.ts); in Chromium the markup stays (e2e).
    expect(body.textContent).toContain('vaccine');
    expect(body.innerHTML).not.toMatch(/<script|onerror/i);
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('onerror') ?? null).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('lecture-read-count').textContent).toContain('42'),
    );
    expect(reads(mock)).toHaveLength(1);
    const sent = JSON.parse(String(reads(mock)[0]![1]?.body)) as {
      viewerId: string;
      lectureId: string;
    };
    expect(sent).toMatchObject({ hosId: '1001', lectureId: 'a-flu' });
    expect(sent.viewerId).toBe(sessionStorage.getItem('portal.session.lectureViewer'));
  });

  it('a video: the player with its poster, file and one caption track per language, the page language by default', async () => {
    renderDetail(
      lecture({
        lectureId: 'v-handwashing',
        kind: 'video',
        posterUrl: '/demo-assets/lectures/handwashing-poster.jpg',
        durationSeconds: 8,
        videoUrl: '/demo-assets/lectures/handwashing.webm',
        body: '',
        captions: [
          { lang: 'en-US', url: '/c/en.vtt' },
          { lang: 'zh-CN', url: '/c/zh.vtt' },
        ],
      }),
    );
    const video = await screen.findByTestId('lecture-video');
    expect(video.getAttribute('poster')).toBe('/demo-assets/lectures/handwashing-poster.jpg');
    expect(video.querySelector('source')?.getAttribute('src')).toBe(
      '/demo-assets/lectures/handwashing.webm',
    );
    const tracks = [...video.querySelectorAll('track')];
    expect(
      tracks.map((t) => [t.getAttribute('srclang'), t.getAttribute('kind'), t.getAttribute('src')]),
    ).toEqual([
      ['en-US', 'captions', '/c/en.vtt'],
      ['zh-CN', 'captions', '/c/zh.vtt'],
    ]);
    expect(tracks.map((t) => t.hasAttribute('default'))).toEqual([true, false]);
  });

  it('an unknown lecture says so (LECTURE001) and counts nothing', async () => {
    const mock = renderDetail(null);
    expect((await screen.findByTestId('lecture-error')).textContent).toBe(
      'This lecture does not exist',
    );
    expect(reads(mock)).toHaveLength(0);
  });
});
