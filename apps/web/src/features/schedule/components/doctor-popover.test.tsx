import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useElderModeStore } from '../../../stores/elder-mode-store.ts';
import { okResponse, renderWithProviders, stubFetch } from '../../../testing/render.tsx';
import { DoctorPopover } from './doctor-popover.tsx';
import { hosIdOf } from '@portal/shared';

const fallback = {
  doctorName: 'Li Ming',
  doctorTitle: 'chief physician',
  deptName: 'Cardiology',
  doctorSkill: null,
};
const detail = {
  ...fallback,
  doctorId: 'd1',
  deptId: 'card',
  doctorPicture: null,
  doctorSkill: 'arrhythmia',
  isStop: '0',
};

function renderPopover() {
  stubFetch(() => okResponse(detail));
  renderWithProviders(
    <DoctorPopover hosId={hosIdOf('1001')} doctorId="d1" deptId="card" fallback={fallback}>
      <a href="/appointment/doctor?doctorId=d1" data-testid="doctor-link-d1">
        Li Ming
      </a>
    </DoctorPopover>,
  );
}

const openCard = () => screen.findByTestId('doctor-popover');

afterEach(() => {
  useElderModeStore.getState().setElder(false);
  vi.unstubAllGlobals();
});

describe('DoctorPopover', () => {
  it('normal mode: the card opens on hover, no extra button', async () => {
    renderPopover();
    expect(screen.queryByTestId('doctor-details-d1')).toBeNull();
    fireEvent.mouseEnter(screen.getByTestId('doctor-link-d1'));
    expect((await openCard()).textContent).toContain('arrhythmia');
  });

  it('normal mode: keyboard focus opens it as well, so it is never mouse-only', async () => {
    renderPopover();
    fireEvent.focus(screen.getByTestId('doctor-link-d1'));
    expect((await openCard()).textContent).toContain('arrhythmia');
  });

  it('elder mode: a "Details" button named after the doctor opens the card on click, and nothing needs hover', async () => {
    useElderModeStore.getState().setElder(true);
    renderPopover();
    const details = screen.getByTestId('doctor-details-d1');
    expect(details.textContent).toBe('Details');
    expect(details.getAttribute('aria-label')).toBe('Details: Li Ming');

    fireEvent.mouseEnter(screen.getByTestId('doctor-link-d1'));
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByTestId('doctor-popover')).toBeNull();

    fireEvent.click(details);
    const card = await openCard();
    expect(card.textContent).toContain('Li Ming');
    expect(card.textContent).toContain('Cardiology');
  });

  it('elder mode: focus on the name opens the card too', async () => {
    useElderModeStore.getState().setElder(true);
    renderPopover();
    fireEvent.focus(screen.getByTestId('doctor-link-d1'));
    await waitFor(async () => expect((await openCard()).textContent).toContain('chief physician'));
  });
});
