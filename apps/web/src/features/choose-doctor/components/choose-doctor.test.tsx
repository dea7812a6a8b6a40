import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChooseDoctorResponse } from '@portal/shared';
import { okResponse, renderWithProviders, stubFetch } from '../../../testing/render.tsx';
import { ChooseDoctor } from './choose-doctor.tsx';
import { hosIdOf } from '@portal/shared';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const data: ChooseDoctorResponse = {
  departments: [
    { deptId: '11', deptName: 'Pediatric Respiratory' },
    { deptId: '12', deptName: 'Pediatric Gastroenterology' },
  ],
  titles: ['well-known expert', 'ordinary number'],
  groups: [
    {
      deptId: '11',
      deptName: 'Pediatric Respiratory',
      doctors: [
        {
          doctorId: 'DR01',
          doctorName: 'Wang Lin',
          doctorTitle: 'well-known expert',
          doctorPicture: null,
          doctorSkill: 'Asthma',
          sessions: [
            {
              scheduleId: 'R001-20301111',
              date: '2030-11-11',
              noonCode: '1',
              regFee: 10000,
              leftNum: 3,
            },
            {
              scheduleId: 'R013-20301114',
              date: '2030-11-14',
              noonCode: '1',
              regFee: 10000,
              leftNum: 0,
            },
          ],
        },
      ],
    },
  ],
};

function renderAt(
  route: string,
  response: ChooseDoctorResponse = data,
  famousExpertMode: 'DEFAULT' | 'SCHEDULEQUERY' = 'DEFAULT',
) {
  const fetch = stubFetch(() => okResponse(response));
  renderWithProviders(
    <>
      <ChooseDoctor hosId={hosIdOf('1002')} famousExpertMode={famousExpertMode} />
      <Location />
    </>,
    { route },
  );
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('ChooseDoctor', () => {
  it('shows the doctors by department with title, specialty and their next sessions, a full one as full', async () => {
    renderAt('/');
    const card = await screen.findByTestId('choose-doctor-DR01');
    expect(
      within(screen.getByTestId('choose-dept-11')).getByText('Pediatric Respiratory'),
    ).toBeTruthy();
    expect(within(card).getByTestId('doctor-title').textContent).toBe('well-known expert');
    expect(card.textContent).toContain('Asthma');
    expect(screen.getByTestId('choose-session-R001-20301111').textContent).toContain('3 left');
    expect(screen.getByTestId('choose-session-R013-20301114').textContent).toContain('Full');
  });

  it("goes straight to the doctor's source numbers on that session", async () => {
    renderAt('/');
    fireEvent.click(await screen.findByTestId('choose-session-R001-20301111'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/appointment/doctor?doctorId=DR01&deptId=11&scheduleId=R001-20301111',
      ),
    );
  });

  it("opens a well-known expert's department schedule where the hospital says so (famousExpertMode SCHEDULEQUERY)", async () => {
    renderAt('/', data, 'SCHEDULEQUERY');
    fireEvent.click(await screen.findByTestId('choose-session-R001-20301111'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/appointment/depart?deptId=11'),
    );
  });

  it("opens any other doctor's own page in SCHEDULEQUERY mode too", async () => {
    const chief = structuredClone(data);
    chief.groups[0]!.doctors[0]!.doctorTitle = 'chief physician';
    renderAt('/', chief, 'SCHEDULEQUERY');
    fireEvent.click(await screen.findByTestId('choose-session-R001-20301111'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/appointment/doctor?doctorId=DR01&deptId=11&scheduleId=R001-20301111',
      ),
    );
  });

  it("sends the URL's filters, ignoring a title that is not one", async () => {
    const fetch = renderAt('/?deptId=11&title=ordinary%20number');
    await screen.findByTestId('choose-doctor-DR01');
    expect(String(fetch.mock.calls[0]?.[0])).toContain('deptId=11');
    expect(String(fetch.mock.calls[0]?.[0])).toContain('title=ordinary+number');
    vi.unstubAllGlobals();
    const other = renderAt('/?title=surgeon');
    await screen.findAllByTestId('choose-doctor-DR01');
    expect(String(other.mock.calls[0]?.[0])).not.toContain('title=');
  });

  it("says 'no schedule yet' when no doctor can be booked", async () => {
    renderAt('/', { departments: [], titles: [], groups: [] });
    expect((await screen.findByTestId('choose-doctor-empty')).textContent).toBe('No schedule yet');
  });
});
