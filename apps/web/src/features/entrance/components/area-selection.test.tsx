import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okResponse, renderWithProviders, stubFetch } from '../../../testing/render.tsx';
import { AreaSelection } from './area-selection.tsx';
import { hosIdOf } from '@portal/shared';

/** Same-day registration (the menu's isToday=1) survives choosing a clinic on the area page. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const types = [{ businessType: '1', title: 'General', sort: 1 }];

function renderAt(route: string, lead?: string) {
  stubFetch(() => okResponse([{ areaId: '1', areaName: 'Main campus', address: '', photo: null }]));
  renderWithProviders(
    <>
      <AreaSelection
        hosId={hosIdOf('1001')}
        hosName="Demo"
        businessTypes={types}
        hiddenAreaTypes={[]}
        lead={lead}
      />
      <Location />
    </>,
    { route },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('AreaSelection', () => {
  it('carries isToday=1, the area and the type to the department page', async () => {
    renderAt('/appointment/area?isToday=1');
    fireEvent.click(await screen.findByTestId('business-tile-1'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/appointment/depart?isToday=1&areaId=1&businessType=1',
      ),
    );
  });

  it('an advance appointment names area and type only', async () => {
    renderAt('/appointment/area');
    fireEvent.click(await screen.findByTestId('business-tile-1'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/appointment/depart?areaId=1&businessType=1',
      ),
    );
  });
});

describe('AreaSelection photos', () => {
  it('the photos of the first screenful (the largest elements) load at once and first; the others when scrolled to; all keep their box', async () => {
    stubFetch(() =>
      okResponse(
        [1, 2, 3].map((n) => ({
          areaId: String(n),
          areaName: `Campus ${n}`,
          address: '',
          photo: `/demo-assets/areas/1001-${n}.svg`,
        })),
      ),
    );
    renderWithProviders(
      <AreaSelection
        hosId={hosIdOf('1001')}
        hosName="Demo"
        businessTypes={types}
        hiddenAreaTypes={[]}
      />,
      { route: '/appointment/area' },
    );
    await screen.findByTestId('area-block-3');
    const photos = screen.getAllByRole('img');
    expect(
      photos.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]),
    ).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', 'auto'],
    ]);
    for (const img of photos)
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['560', '350']);
  });

  it("leads with the hospital's entrance subtitle, or the catalogue's where it has none", async () => {
    renderAt('/appointment/area', 'Main Building or Lakeside Rehabilitation Centre');
    expect((await screen.findByTestId('area-lead')).textContent).toBe(
      'Main Building or Lakeside Rehabilitation Centre',
    );
    cleanup();
    renderAt('/appointment/area');
    expect((await screen.findByTestId('area-lead')).textContent).toBe(
      'Choose a hospital area and the kind of appointment you need.',
    );
  });
});
