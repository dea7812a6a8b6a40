import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hosIdOf } from '@portal/shared';
import { okResponse, renderWithProviders, stubFetch } from '../../../testing/render.tsx';
import { LectureList } from './lecture-list.tsx';

/** The lecture homepage offers a section for each kind the hospital publishes (config lectureTypes), no other. */
afterEach(() => vi.unstubAllGlobals());

const page = { items: [], total: 0, page: 1, pageSize: 10 };

function renderList(published: string[]) {
  stubFetch((url) => okResponse(url.includes('/category/') ? [] : page));
  renderWithProviders(
    <LectureList hosId={hosIdOf('1001')} published={published} timeZone="Asia/Shanghai" />,
    { route: '/lecture/homepage' },
  );
}

describe('LectureList sections', () => {
  it('offers articles and videos where the hospital publishes both', async () => {
    renderList(['article', 'video']);
    await screen.findByTestId('lectures-empty');
    expect(screen.getByTestId('lecture-section-all')).toBeTruthy();
    expect(screen.getByTestId('lecture-section-article')).toBeTruthy();
    expect(screen.getByTestId('lecture-section-video')).toBeTruthy();
  });

  it('offers no video section where the hospital publishes articles only', async () => {
    renderList(['article']);
    await screen.findByTestId('lectures-empty');
    expect(screen.getByTestId('lecture-section-article')).toBeTruthy();
    expect(screen.queryByTestId('lecture-section-video')).toBeNull();
  });
});
