import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RechargeOverview, RechargeRecord } from '@portal/shared';
import {
  okResponse,
  renderWithProviders,
  signInForTest,
  stubFetch,
  type FetchMock,
} from '../../../testing/render.tsx';
import { overviewOf, rechargeRecordOf } from '../testing/recharge-fixture.ts';
import type { RechargeClinicType } from '../../../lib/recharge/recharge-paths.ts';
import { RechargeHome } from './recharge-home.tsx';
import { hosIdOf } from '@portal/shared';

function renderHome(
  overview: RechargeOverview,
  records: RechargeRecord[] = [],
  clinicType: RechargeClinicType = 1,
): FetchMock {
  const mock = stubFetch((url) =>
    url.startsWith('/recharge/api/overview')
      ? okResponse(overview)
      : okResponse({ items: records, total: records.length, pageSize: 10 }),
  );
  renderWithProviders(
    <RechargeHome
      hosId={hosIdOf('1001')}
      patientId="p1"
      clinicType={clinicType}
      timeZone="Asia/Shanghai"
    />,
  );
  return mock;
}

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

describe('RechargeHome', () => {
  it('shows the card, its balance, the way to top it up, the rules in plain words and the latest top-ups', async () => {
    const rules = { ...overviewOf().rules, socialCapYuan: 1500, dailyCount: 5, verifyCard: true };
    const mock = renderHome(overviewOf({ rules }), [rechargeRecordOf()]);
    const card = await screen.findByTestId('recharge-card');
    expect(within(card).getByTestId('recharge-card-no').textContent).toBe('********0001');
    expect(within(card).getByTestId('recharge-balance').textContent).toBe('¥200.00');
    expect(within(card).getByTestId('card-state').textContent).toBe('Normal');
    expect(card.textContent).toContain('Clinic card');
    expect(screen.getByTestId('recharge-top-up-link').getAttribute('href')).toBe(
      '/recharge/out/homepage/recharge',
    );

    expect(screen.getByTestId('rule-window').textContent).toBe(
      'Top-ups are open daily from 07:00 to 22:00',
    );
    expect(screen.getByTestId('rule-amount').textContent).toBe(
      'The top-up must be at least ¥1.00. You can top up at most ¥5000.00 at a time',
    );
    expect(screen.getByTestId('rule-socialCap').textContent).toBe(
      'A social security card can be topped up by at most ¥1500.00 at a time',
    );
    expect(screen.getByTestId('rule-dailyCount').textContent).toBe(
      'At most 5 top-ups of one card a day',
    );
    expect(screen.getByTestId('rule-presets').textContent).toBe(
      'Quick amounts: ¥50.00, ¥100.00, ¥200.00',
    );
    expect(screen.getByTestId('rule-verify')).toBeTruthy();

    expect(await screen.findByTestId('recharge-record-PM1')).toBeTruthy();
    expect(screen.getByTestId('recharge-record-link').getAttribute('href')).toBe(
      '/recharge/out/homepage/record',
    );
    const asked = mock.mock.calls.map(([url]) => url);
    expect(asked).toContain('/recharge/api/overview?hosId=1001&patientId=p1&clinicType=1');
    expect(asked).toContain('/recharge/api/records?hosId=1001&patientId=p1&clinicType=1&page=1');
    expect(screen.queryByTestId('recharge-stay')).toBeNull();
  });

  it.each([
    ['stopped', 'This card has been stopped and cannot be topped up, please go to the window'],
    ['lost', 'This card has been reported lost and cannot be topped up, please go to the window'],
    ['to_disable', 'Will be deactivated, please go to the window'],
    ['overdue', 'This card is overdue and cannot be topped up online, please go to the window'],
  ] as const)(
    'shows the message of a %s card instead of the top-up button',
    async (state, text) => {
      renderHome(overviewOf({}, { state }));
      expect((await screen.findByTestId('card-refusal')).textContent).toBe(text);
      expect(screen.queryByTestId('recharge-top-up-link')).toBeNull();
    },
  );

  it("says 'not bound' without a card, with the way to patient management", async () => {
    renderHome(overviewOf({ card: null }));
    expect((await screen.findByTestId('card-not-bound')).textContent).toBe(
      'Outpatient card: Not bound',
    );
    expect(screen.queryByTestId('recharge-top-up-link')).toBeNull();
  });

  it('shows an inpatient’s current stay, and says when there is no top-up yet', async () => {
    const stay = {
      ward: 'Cardiology Ward 3',
      bed: '12',
      admittedOn: '2026-11-21',
      doctorName: 'Li Wei',
      deptName: 'Cardiology',
    };
    renderHome(overviewOf({ clinicType: 2, stay }), [], 2);
    const panel = await screen.findByTestId('recharge-stay');
    expect(within(panel).getByTestId('stay-ward').textContent).toBe('Cardiology Ward 3');
    expect(within(panel).getByTestId('stay-bed').textContent).toBe('12');
    expect(panel.textContent).toContain('2026-11-21');
    expect(panel.textContent).toContain('Li Wei');
    expect(screen.getByTestId('recharge-card').textContent).toContain('Inpatient card');
    expect(screen.getByTestId('recharge-top-up-link').getAttribute('href')).toBe(
      '/recharge/in/homepage/recharge',
    );
    expect((await screen.findByTestId('recharge-latest-empty')).textContent).toBe('No top-ups yet');
  });
});
