import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okResponse, renderWithProviders, stubFetch } from '../../../testing/render.tsx';
import { SymptomHelper } from './symptom-helper.tsx';
import { hosIdOf } from '@portal/shared';

afterEach(() => vi.unstubAllGlobals());

describe('SymptomHelper', () => {
  it('asks once the typing pauses, lists the departments found, and each leads into booking there', async () => {
    const mock = stubFetch((url) => {
      const keyword = new URL(url, 'http://x').searchParams.get('keyword');
      return okResponse(
        keyword === 'ks'
          ? [
              {
                symptomId: 's-cough',
                name: 'Cough',
                deptId: '13',
                deptName: 'Respiratory Medicine',
                areaId: '1',
              },
            ]
          : [],
      );
    });
    renderWithProviders(<SymptomHelper hosId={hosIdOf('1001')} />, {
      route: '/other/medical-guide',
    });
    expect(mock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('symptom-search'), { target: { value: ' ks ' } });
    const match = await screen.findByTestId('symptom-s-cough');
    expect(match.textContent).toContain('Respiratory Medicine');
    expect(within(match).getByTestId('symptom-book').getAttribute('href')).toBe(
      '/appointment/depart?areaId=1&deptId=13',
    );
    expect(mock.mock.calls.map(([url]) => url)).toEqual([
      '/platform/api/guide/symptom?hosId=1001&keyword=ks',
    ]);

    fireEvent.change(screen.getByTestId('symptom-search'), { target: { value: 'toothache' } });
    expect((await screen.findByTestId('symptom-none')).textContent).toContain('toothache');
  });

  it('answers a symptom the hospital treats as an emergency with its advice and number first, above any booking', async () => {
    stubFetch(() =>
      okResponse([
        {
          symptomId: 's-chest-pain',
          name: 'Chest pain',
          deptId: '11',
          deptName: 'Cardiology',
          areaId: '1',
        },
      ]),
    );
    const emergency = {
      phone: '120',
      advice: 'Do not wait for an appointment: call 120 now.',
      keywords: ['chest pain', '胸痛'],
    };
    renderWithProviders(<SymptomHelper hosId={hosIdOf('1001')} emergency={emergency} />, {
      route: '/other/medical-guide',
    });
    fireEvent.change(screen.getByTestId('symptom-search'), { target: { value: 'xt' } });
    const match = await screen.findByTestId('symptom-s-chest-pain');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Do not wait for an appointment: call 120 now.');
    expect(within(alert).getByRole('link', { name: /120/ }).getAttribute('href')).toBe('tel:120');
    // The advice comes before the booking offer in the page's order (and so for a screen reader too).
    expect(alert.compareDocumentPosition(match) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('gives no emergency advice for an ordinary symptom', async () => {
    stubFetch(() =>
      okResponse([
        {
          symptomId: 's-cough',
          name: 'Cough',
          deptId: '13',
          deptName: 'Respiratory Medicine',
          areaId: '1',
        },
      ]),
    );
    renderWithProviders(
      <SymptomHelper
        hosId={hosIdOf('1001')}
        emergency={{ phone: '120', advice: 'Call 120.', keywords: ['chest pain'] }}
      />,
      { route: '/other/medical-guide' },
    );
    fireEvent.change(screen.getByTestId('symptom-search'), { target: { value: 'cough' } });
    await screen.findByTestId('symptom-s-cough');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
