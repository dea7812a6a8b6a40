import { hosIdOf } from '@portal/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/render.tsx';
import { useSessionStore } from '../../../stores/session-store.ts';
import { priceDetailOf } from '../testing/price-fixture.ts';
import { PriceDetailView } from './price-detail.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('PriceDetailView (signed out)', () => {
  it('shows the item: names, price per unit, code, initials, category, insurance, specification, form, maker and origin', async () => {
    useSessionStore.setState({ hosId: hosIdOf('1001'), loginUser: null });
    const mock = stubFetch(() => okResponse(priceDetailOf({ remark: 'Store below 25 °C' })));
    renderWithProviders(
      <PriceDetailView hosId={hosIdOf('1001')} code="Y000001" backTo="/query/price?q=amxl" />,
    );
    expect((await screen.findByTestId('price-name')).textContent).toBe('阿莫西林胶囊');
    expect(mock.mock.calls[0]![0]).toBe('/feature/api/price/info?hosId=1001&code=Y000001');
    expect(screen.getByTestId('price-price').textContent).toBe('¥19.30 / box');
    expect(screen.getByTestId('price-fact-code').textContent).toBe('Y000001');
    expect(screen.getByTestId('price-fact-initials').textContent).toBe('AMXLJN');
    expect(screen.getByTestId('price-fact-category').textContent).toBe('Drugs');
    expect(screen.getByTestId('price-fact-insurance').textContent).toBe('Class A');
    expect(screen.getByTestId('price-fact-maker').textContent).toBe('CSPC Pharmaceutical Group');
    expect(screen.getByTestId('price-fact-origin').textContent).toBe('Domestic');
    expect(screen.getByTestId('price-fact-remark').textContent).toBe('Store below 25 °C');
    expect(screen.getByTestId('price-back').getAttribute('href')).toBe('/query/price?q=amxl');
  });

  it('answers an unknown code with the not-found message and still offers the way back', async () => {
    stubFetch(() => errorResponse(404, 'C002'));
    renderWithProviders(
      <PriceDetailView hosId={hosIdOf('1001')} code="NOPE" backTo="/query/price" />,
    );
    expect((await screen.findByTestId('price-error')).textContent).not.toBe('');
    expect(screen.getByTestId('price-back')).toBeTruthy();
  });
});
