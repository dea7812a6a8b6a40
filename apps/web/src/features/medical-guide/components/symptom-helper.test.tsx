import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okResponse, renderWithProviders, stubFetch } from '../../../testing/render.tsx';
import { SymptomHelper } from './symptom-helper.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('SymptomHelper', () => {
  it('asks once the typing pauses, lists the departments found, and each leads into booking there', async () => {
    const mock = stubFetch((url) => {
      const keyword = new URL(url, 'http://x').searchParams.get('keyword');
      return okResponse(keyword === 'ks' ? [{ symptomId: 's-cough', name: 'Cough', deptId: '13', deptName: 'Respiratory Medicine', areaId: '1' }] : []);
    });
    renderWithProviders(<SymptomHelper hosId="1001" />, { route: '/other/medical-guide' });
    expect(mock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('symptom-search'), { target: { value: ' ks ' } });
    const match = await screen.findByTestId('symptom-s-cough');
    expect(match.textContent).toContain('Respiratory Medicine');
    expect(within(match).getByTestId('symptom-book').getAttribute('href')).toBe('/appointment/depart?areaId=1&deptId=13');
    expect(mock.mock.calls.map(([url]) => url)).toEqual(['/platform/api/guide/symptom?hosId=1001&keyword=ks']);

    fireEvent.change(screen.getByTestId('symptom-search'), { target: { value: 'toothache' } });
    expect((await screen.findByTestId('symptom-none')).textContent).toContain('toothache');
  });
});
