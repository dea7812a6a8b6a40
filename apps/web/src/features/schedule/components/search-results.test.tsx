import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okResponse, renderWithProviders, stubFetch } from '../../../testing/render.tsx';
import { SearchResults } from './search-results.tsx';
import { hosIdOf } from '@portal/shared';

/** Search says which clinic type it searched, and offers all types when that type has nothing. */
const found = {
  doctors: [
    {
      doctorId: 'd1',
      doctorName: 'Li Ming',
      doctorTitle: 'chief',
      deptId: 'card',
      deptName: 'Cardiology',
      doctorPicture: null,
      doctorSkill: '',
      isStop: '0',
    },
  ],
  departments: [],
};
const nothing = { doctors: [], departments: [] };

afterEach(() => vi.unstubAllGlobals());

describe('SearchResults', () => {
  it('names the type searched; with nothing found it offers every type', async () => {
    stubFetch(() => okResponse(nothing));
    const onSearchAll = vi.fn();
    renderWithProviders(
      <SearchResults
        hosId={hosIdOf('1001')}
        dynamic="heart"
        businessType="2"
        areaId="1"
        typeTitle="Expert"
        onSearchAll={onSearchAll}
      />,
    );
    expect((await screen.findByTestId('search-empty')).textContent).toBe(
      'Nothing found in Expert.',
    );
    expect(screen.getByTestId('search-scope').textContent).toBe('Searched in: Expert');
    fireEvent.click(screen.getByTestId('search-all-types'));
    expect(onSearchAll).toHaveBeenCalledTimes(1);
  });

  it('a search over every type says so and offers nothing more', async () => {
    stubFetch(() => okResponse(nothing));
    renderWithProviders(
      <SearchResults
        hosId={hosIdOf('1001')}
        dynamic="heart"
        businessType=""
        areaId="1"
        typeTitle={null}
        onSearchAll={() => {}}
      />,
    );
    await screen.findByTestId('search-empty');
    expect(screen.getByTestId('search-scope').textContent).toBe('Searched in: all clinic types');
    expect(screen.queryByTestId('search-all-types')).toBeNull();
  });

  it('results keep same-day registration in the doctor link', async () => {
    const fetch = stubFetch(() => okResponse(found));
    renderWithProviders(
      <SearchResults
        hosId={hosIdOf('1001')}
        dynamic="Li"
        businessType="2"
        areaId="1"
        typeTitle="Expert"
        onSearchAll={() => {}}
        sameDay
      />,
    );
    const link = (await screen.findByTestId('search-result-doctor-d1')).querySelector('a');
    expect(link?.getAttribute('href')).toBe(
      '/appointment/doctor?doctorId=d1&deptId=card&isToday=1',
    );
    expect(screen.getByTestId('search-scope').textContent).toBe('Searched in: Expert');
    expect(new URL(fetch.mock.calls[0]![0], 'http://x').searchParams.get('businessType')).toBe('2');
  });
});
