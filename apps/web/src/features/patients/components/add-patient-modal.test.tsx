import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okResponse, renderWithProviders, sentBody, stubFetch } from '../../../testing/render.tsx';
import { useSessionStore } from '../../../stores/session-store.ts';
import { AddPatientModal } from './add-patient-modal.tsx';

const patient = {
  patientId: 'p-new', defaultState: '0', patientName: 'Li Na', certType: 0, patientIdCardNo: '110***********002X', patientPhone: '139****0002',
  relation: 2, sex: 2, birthDate: '1949-12-31', outCardNo: '', outCardId: '', patOutCardNoEncrypt: '', overdueState: '0', inCardNo: '', inCardId: '',
  patInCardNoEncrypt: '', inOverdueState: '0', cardTypeName: '', cardInName: '', socialSecurityCardNo: '',
};

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const value = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;
const chooseIn = (groupTestId: string, label: string) => fireEvent.click(within(screen.getByTestId(groupTestId)).getByText(label));

function renderModal() {
  useSessionStore.setState({ hosId: '1001' });
  const onAdded = vi.fn();
  renderWithProviders(<AddPatientModal hosId="1001" open onClose={() => undefined} onAdded={onAdded} />);
  return { onAdded };
}

afterEach(() => vi.unstubAllGlobals());

describe('add patient: sex and birth date from the ID card (SPEC §5)', () => {
  it('shows them read-only once the ID number is valid, and nothing for an invalid one', async () => {
    stubFetch(() => okResponse(patient));
    renderModal();
    const sex = screen.getByTestId('patient-form-sex') as HTMLInputElement;
    expect(sex.readOnly).toBe(true);
    expect(sex.value).toBe('');

    type('patient-form-cert-no', '11010519491231002X');
    // The form's watched values settle a tick after the change.
    await waitFor(() => expect(value('patient-form-sex')).toBe('female'));
    expect(value('patient-form-birth-date')).toBe('1949-12-31');
    expect((screen.getByTestId('patient-form-birth-date') as HTMLInputElement).readOnly).toBe(true);

    type('patient-form-cert-no', '110105194912310038');
    await waitFor(() => expect(value('patient-form-sex')).toBe('male'));

    // One digit wrong: the check character no longer fits, so nothing is derived and the number is refused.
    type('patient-form-cert-no', '110105194912310028');
    await waitFor(() => expect(value('patient-form-sex')).toBe(''));
    expect(value('patient-form-birth-date')).toBe('');
    fireEvent.click(screen.getByTestId('patient-form-submit'));
    expect(await screen.findByText('certificate number is invalid')).toBeTruthy();
  });

  it('sends an ID-card patient without sex and birth date (the number carries them)', async () => {
    const fetchMock = stubFetch(() => okResponse(patient));
    const { onAdded } = renderModal();
    type('patient-form-name', ' Li Na ');
    type('patient-form-cert-no', '11010519491231002x');
    type('patient-form-phone', '13900000002');
    chooseIn('patient-form-relation', 'child');
    fireEvent.click(screen.getByTestId('patient-form-submit'));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/patient/api/patient/add');
    expect(sentBody(fetchMock)).toEqual({ hosId: '1001', patientName: 'Li Na', certType: 0, certNo: '11010519491231002X', phone: '13900000002', relation: 2 });
  });

  it('asks for sex and birth date with any other certificate', async () => {
    const fetchMock = stubFetch(() => okResponse({ ...patient, certType: 1 }));
    const { onAdded } = renderModal();
    chooseIn('patient-form-cert-type', 'passport');
    // Now editable inputs instead of derived values.
    await waitFor(() => expect(screen.getByTestId('patient-form-birth-date').getAttribute('type')).toBe('date'));
    type('patient-form-name', 'John Smith');
    type('patient-form-cert-no', 'E12345678');
    type('patient-form-phone', '13900000003');
    chooseIn('patient-form-relation', 'friend');
    fireEvent.click(screen.getByTestId('patient-form-submit'));
    expect(await screen.findByText('sex is required')).toBeTruthy();
    expect(screen.getByText('birth date is required')).toBeTruthy();
    chooseIn('patient-form-sex', 'male');
    type('patient-form-birth-date', '1980-05-06');
    fireEvent.click(screen.getByTestId('patient-form-submit'));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toEqual({
      hosId: '1001', patientName: 'John Smith', certType: 1, certNo: 'E12345678', phone: '13900000003', relation: 5, sex: 1, birthDate: '1980-05-06',
    });
  });
});
