import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClinicType, type CardInfo } from '@portal/shared';
import { ApiError } from '../../../lib/api-error.ts';
import { useElderModeStore } from '../../../stores/elder-mode-store.ts';
import { CardPanelView } from './card-panel.tsx';

const card = (over: Partial<CardInfo>): CardInfo => ({
  code: 1,
  cardNo: '********',
  cardId: 'c1',
  cardNoEncrypt: 'enc',
  cardBalance: 20000,
  messageKey: null,
  ...over,
});

const renderPanel = (
  info: CardInfo | undefined,
  clinicType: ClinicType = ClinicType.OUTPATIENT_CARD,
  error?: unknown,
) => {
  render(<CardPanelView patientId="p1" clinicType={clinicType} card={info} error={error} />);
  return screen.getByTestId(
    clinicType === ClinicType.OUTPATIENT_CARD ? 'card-out-p1' : 'card-in-p1',
  );
};

describe('CardPanelView: card lookup codes', () => {
  it('code 1: the masked card and the balance in yuan', () => {
    const panel = renderPanel(card({ code: 1, cardBalance: 20000 }));
    expect(within(panel).getByText('Outpatient card')).toBeTruthy();
    expect(within(panel).getByTestId('card-no').textContent).toBe('********');
    expect(within(panel).getByTestId('card-balance').textContent).toBe('¥200.00');
    expect(within(panel).queryByTestId('card-status')).toBeNull();
  });

  it("code 2: 'not bound', with no card number and no balance", () => {
    const panel = renderPanel(
      card({ code: 2, cardNo: '', cardBalance: null, messageKey: 'ui.cardNotBound' }),
      ClinicType.INPATIENT_CARD,
    );
    expect(within(panel).getByText('Inpatient card')).toBeTruthy();
    expect(within(panel).getByTestId('card-status').textContent).toBe('Not bound');
    expect(within(panel).queryByTestId('card-no')).toBeNull();
    expect(within(panel).queryByTestId('card-balance')).toBeNull();
  });

  it("code 3: 'will be deactivated, please go to window'", () => {
    const panel = renderPanel(
      card({ code: 3, cardBalance: 5050, messageKey: 'ui.cardWillBeDeactivated' }),
    );
    expect(within(panel).getByTestId('card-status').textContent).toBe(
      'Will be deactivated, please go to the window',
    );
    expect(within(panel).getByTestId('card-no').textContent).toBe('********');
    expect(within(panel).getByTestId('card-balance').textContent).toBe('¥50.50');
  });

  it("code 4: 'overdue' — falling back to the code's own caption when the server names no key it knows", () => {
    const panel = renderPanel(
      card({ code: 4, cardBalance: -1200, messageKey: 'NOT_IN_CATALOGUE' }),
    );
    expect(within(panel).getByTestId('card-status').textContent).toBe('Overdue');
    expect(within(panel).getByTestId('card-balance').textContent).toBe('-¥12.00');
    expect(panel.getAttribute('data-code')).toBe('4');
  });

  it('never shows a card number the server sent unmasked', () => {
    const panel = renderPanel(card({ code: 1, cardNo: '6222021234567890' }));
    expect(panel.textContent).not.toContain('6222021234567890');
  });

  it('shows the failure of the lookup in catalogue words', () => {
    const panel = renderPanel(
      undefined,
      ClinicType.OUTPATIENT_CARD,
      new ApiError({ code: 404, messageKey: 'PATIENT004' }),
    );
    expect(panel.textContent).toContain('This patient does not exist');
  });
});

describe('CardPanelView in elder mode', () => {
  it('the refresh button says what it does in words, not only in a hover tooltip', () => {
    render(
      <CardPanelView
        patientId="p1"
        clinicType={ClinicType.OUTPATIENT_CARD}
        card={card({})}
        onRefresh={() => undefined}
      />,
    );
    expect(screen.getByTestId('refresh-balance').textContent).toBe('');
    cleanup();
    useElderModeStore.getState().setElder(true);
    try {
      render(
        <CardPanelView
          patientId="p1"
          clinicType={ClinicType.OUTPATIENT_CARD}
          card={card({})}
          onRefresh={() => undefined}
        />,
      );
      expect(screen.getByTestId('refresh-balance').textContent).toBe('Refresh balance');
    } finally {
      useElderModeStore.getState().setElder(false);
    }
  });
});
