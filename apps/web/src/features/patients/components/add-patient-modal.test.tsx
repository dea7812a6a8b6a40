import { hosIdOf } from '@portal/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  sentBody,
  stubFetch,
} from '../../../testing/render.tsx';
import { useSessionStore } from '../../../stores/session-store.ts';
import { AddPatientModal } from './add-patient-modal.tsx';

const patient = {
  patientId: 'p-new',
  defaultState: '0',
  patientName: 'Li Na',
  certType: 0,
  patientIdCardNo: '110***********002X',
  patientPhone: '139****0002',
  relation: 2,
  sex: 2,
  birthDate: '1949-12-31',
  outCardNo: '',
  outCardId: '',
  patOutCardNoEncrypt: '',
  overdueState: '0',
  inCardNo: '',
  inCardId: '',
  patInCardNoEncrypt: '',
  inOverdueState: '0',
  cardTypeName: '',
  cardInName: '',
  socialSecurityCardNo: '',
};

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const value = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;
const chooseIn = (groupTestId: string, label: string) =>
  fireEvent.click(within(screen.getByTestId(groupTestId)).getByText(label));

function renderModal() {
  useSessionStore.setState({ hosId: hosIdOf('1001') });
  const onAdded = vi.fn();
  renderWithProviders(
    <AddPatientModal hosId={hosIdOf('1001')} open onClose={() => undefined} onAdded={onAdded} />,
  );
  return { onAdded };
}

afterEach(() => vi.unstubAllGlobals());

describe('add patient: sex and birth date from the ID card', () => {
  it('shows them read-only once the ID number is valid, and nothing for an invalid one', async () => {
    stubFetch(() => okResponse(patient));
    renderModal();
    const sex = screen.getByTestId('patient-form-sex') as HTMLInputElement;
    expect(sex.readOnly).toBe(true);
    expect(sex.value).toBe('');

    type('patient-form-cert-no', '11010519491231002X');
    // The form's watched values settle a tick after the change.
    await waitFor(() => expect(value('patient-form-sex')).toBe('Female'));
    expect(value('patient-form-birth-date')).toBe('1949-12-31');
    expect((screen.getByTestId('patient-form-birth-date') as HTMLInputElement).readOnly).toBe(true);

    type('patient-form-cert-no', '110105194912310038');
    await waitFor(() => expect(value('patient-form-sex')).toBe('Male'));

    // One digit wrong: the check character no longer fits, so nothing is derived and the number is refused.
    type('patient-form-cert-no', '110105194912310028');
    await waitFor(() => expect(value('patient-form-sex')).toBe(''));
    expect(value('patient-form-birth-date')).toBe('');
    fireEvent.click(screen.getByTestId('patient-form-submit'));
    expect(await screen.findByText('Certificate number is invalid')).toBeTruthy();
  });

  it('sends an ID-card patient without sex and birth date (the number carries them)', async () => {
    const fetchMock = stubFetch(() => okResponse(patient));
    const { onAdded } = renderModal();
    type('patient-form-name', ' Li Na ');
    type('patient-form-cert-no', '11010519491231002x');
    type('patient-form-phone', '13900000002');
    chooseIn('patient-form-relation', 'Child');
    fireEvent.click(screen.getByTestId('patient-form-submit'));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/patient/api/patient/add');
    expect(sentBody(fetchMock)).toEqual({
      hosId: '1001',
      patientName: 'Li Na',
      certType: 0,
      certNo: '11010519491231002X',
      phone: '13900000002',
      relation: 2,
    });
  });

  it('asks for sex and birth date with any other certificate', async () => {
    const fetchMock = stubFetch(() => okResponse({ ...patient, certType: 1 }));
    const { onAdded } = renderModal();
    chooseIn('patient-form-cert-type', 'Passport');
    // Now editable inputs instead of derived values.
    await waitFor(() =>
      expect(screen.getByTestId('patient-form-birth-date').getAttribute('type')).toBe('date'),
    );
    type('patient-form-name', 'John Smith');
    type('patient-form-cert-no', 'E12345678');
    type('patient-form-phone', '13900000003');
    chooseIn('patient-form-relation', 'Friend');
    fireEvent.click(screen.getByTestId('patient-form-submit'));
    expect(await screen.findByText('Sex is required')).toBeTruthy();
    expect(screen.getByText('Birth date is required')).toBeTruthy();
    chooseIn('patient-form-sex', 'Male');
    type('patient-form-birth-date', '1980-05-06');
    fireEvent.click(screen.getByTestId('patient-form-submit'));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toEqual({
      hosId: '1001',
      patientName: 'John Smith',
      certType: 1,
      certNo: 'E12345678',
      phone: '13900000003',
      relation: 5,
      sex: 1,
      birthDate: '1980-05-06',
    });
  });
});

describe("add patient: the hospital's record of the person", () => {
  const WANG = { name: 'Wang Jianguo', certNo: '330106198604150314' };
  const fill = (name: string) => {
    type('patient-form-name', name);
    type('patient-form-cert-no', WANG.certNo);
    type('patient-form-phone', '13900000002');
    chooseIn('patient-form-relation', 'Self');
  };

  it('shows a name that does not match the record on the name field, not above the button', async () => {
    stubFetch(() => errorResponse(400, 'PATIENT008', { field: 'patientName' }));
    renderModal();
    fill('Mallory');
    fireEvent.click(screen.getByTestId('patient-form-submit'));
    expect(
      await screen.findByText("The name does not match the hospital's record of this person"),
    ).toBeTruthy();
    expect(screen.queryByTestId('form-error')).toBeNull();
    expect(screen.queryByTestId('link-proof')).toBeNull();
  });

  it('asks for the code sent to the masked phone, keeps what was typed, and sends the code with the form', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (url === '/patient/api/patient/bind-code')
        return okResponse({ phone: '138****0001', expiresIn: 300, resendIn: 60 });
      const body = JSON.parse(String(init?.body)) as { verifyCode?: string };
      return body.verifyCode
        ? okResponse(patient)
        : errorResponse(400, 'PATIENT009', { proof: 'sms', phone: '138****0001' });
    });
    const { onAdded } = renderModal();
    fill(WANG.name);
    fireEvent.click(screen.getByTestId('patient-form-submit'));
    expect((await screen.findByTestId('link-proof-phone')).textContent).toContain('138****0001');
    expect(value('patient-form-name')).toBe(WANG.name);
    expect(value('patient-form-cert-no')).toBe(WANG.certNo);

    fireEvent.click(screen.getByTestId('link-proof-send'));
    await waitFor(() =>
      expect(screen.getByTestId('link-proof-send').textContent).toMatch(/Resend in \d+ s/),
    );
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/patient/api/patient/bind-code');
    expect(sentBody(fetchMock, 1)).toEqual({
      hosId: '1001',
      patientName: WANG.name,
      certType: 0,
      certNo: WANG.certNo,
    });

    type('link-proof-code', '123456');
    fireEvent.click(screen.getByTestId('patient-form-submit'));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(sentBody(fetchMock, 2)).toMatchObject({
      patientName: WANG.name,
      certNo: WANG.certNo,
      verifyCode: '123456',
    });
  });

  it('shows a wrong code on the code field; changing the person closes the proof step', async () => {
    stubFetch((_url, init) => {
      const body = JSON.parse(String(init?.body)) as { verifyCode?: string };
      return body.verifyCode
        ? errorResponse(400, 'LOGIN004')
        : errorResponse(400, 'PATIENT009', { proof: 'sms', phone: '138****0001' });
    });
    renderModal();
    fill(WANG.name);
    fireEvent.click(screen.getByTestId('patient-form-submit'));
    await screen.findByTestId('link-proof');
    type('link-proof-code', '000000');
    fireEvent.click(screen.getByTestId('patient-form-submit'));
    expect(await screen.findByText('The verification code is wrong or has expired')).toBeTruthy();
    type('patient-form-cert-no', '11010519491231002X');
    await waitFor(() => expect(screen.queryByTestId('link-proof')).toBeNull());
  });

  it('asks for the card PIN where the hospital uses one, and sends it', async () => {
    const fetchMock = stubFetch((_url, init) => {
      const body = JSON.parse(String(init?.body)) as { pin?: string };
      return body.pin ? okResponse(patient) : errorResponse(400, 'PATIENT010', { proof: 'pin' });
    });
    const { onAdded } = renderModal();
    fill(WANG.name);
    fireEvent.click(screen.getByTestId('patient-form-submit'));
    await screen.findByTestId('link-proof-pin');
    expect(screen.queryByTestId('link-proof-send')).toBeNull();
    type('link-proof-pin', '112233');
    fireEvent.click(screen.getByTestId('patient-form-submit'));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(sentBody(fetchMock, 1)).toMatchObject({ pin: '112233' });
    expect(sentBody(fetchMock, 1)).not.toHaveProperty('verifyCode');
  });
});

describe("add patient: the hospital's certificate types", () => {
  const optionsOf = () =>
    within(screen.getByTestId('patient-form-cert-type'))
      .getAllByRole('radio')
      .map((r) => r.closest('label')?.textContent);

  it('offers every type where the hospital takes all five (1001)', () => {
    stubFetch(() => okResponse(patient));
    renderModal();
    expect(optionsOf()).toEqual([
      'ID card',
      'Passport',
      'Taiwan permit',
      'Foreigner residence permit',
      'HK/Macau pass',
    ]);
  });

  it('offers only the accepted types (1002: 0, 1, 4), the ID card chosen', () => {
    stubFetch(() => okResponse(patient));
    useSessionStore.setState({ hosId: hosIdOf('1002') });
    renderWithProviders(
      <AddPatientModal
        hosId={hosIdOf('1002')}
        certTypes={[0, 1, 4]}
        open
        onClose={() => undefined}
        onAdded={() => undefined}
      />,
    );
    expect(optionsOf()).toEqual(['ID card', 'Passport', 'HK/Macau pass']);
    expect((screen.getByRole('radio', { name: 'ID card' }) as HTMLInputElement).checked).toBe(true);
  });

  it('chooses the first accepted type where the ID card is not one', () => {
    stubFetch(() => okResponse(patient));
    renderWithProviders(
      <AddPatientModal
        hosId={hosIdOf('1002')}
        certTypes={[4, 1]}
        open
        onClose={() => undefined}
        onAdded={() => undefined}
      />,
    );
    expect(optionsOf()).toEqual(['Passport', 'HK/Macau pass']);
    expect((screen.getByRole('radio', { name: 'Passport' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
