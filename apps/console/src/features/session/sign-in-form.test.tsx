import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole, stubServer } from '../../testing/render.tsx';
import { SignInForm } from './sign-in-form.tsx';

const me = {
  staffId: 's1',
  name: 'Wang Fang',
  phone: '13800000001',
  role: 'hospitalAdmin',
  hosId: '1001',
  permissions: ['staff.read'],
  csrfToken: 'csrf-2',
  expiresAt: '2026-12-02T12:00:00.000Z',
};
const codes = Array.from({ length: 10 }, (_, i) => `abc${i}-def${i}`);

async function enterPassword() {
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '13800000001' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('the sign-in steps', () => {
  it('password, then the 6-digit code, sending the CSRF token the password step answered', async () => {
    const requests = stubServer({
      'POST /console/api/session/password': { data: { stage: 'totp', csrfToken: 'csrf-1' } },
      'POST /console/api/session/code': { data: me },
    });
    const onSignedIn = vi.fn();
    renderConsole(<SignInForm onSignedIn={onSignedIn} />);
    await enterPassword();
    const code = await screen.findByLabelText('6-digit code');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(me));
    expect(requests[0]!.body).toEqual({ phone: '13800000001', password: 'correct horse' });
    expect(requests[1]!.headers['x-csrf-token']).toBe('csrf-1');
    expect(requests[1]!.body).toEqual({ code: '123456' });
  });

  it('offers a recovery code in place of the code', async () => {
    stubServer({
      'POST /console/api/session/password': { data: { stage: 'totp', csrfToken: 'c' } },
      'POST /console/api/session/code': { data: me },
    });
    const onSignedIn = vi.fn();
    renderConsole(<SignInForm onSignedIn={onSignedIn} />);
    await enterPassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: 'abcd-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
  });

  it("shows the server's message when the password is refused", async () => {
    stubServer({
      'POST /console/api/session/password': {
        status: 401,
        msg: 'The phone number or password is wrong.',
      },
    });
    renderConsole(<SignInForm onSignedIn={vi.fn()} />);
    await enterPassword();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The phone number or password is wrong.',
    );
  });

  it('the first time: the QR code as an image, the secret, a code, then the ten recovery codes once', async () => {
    stubServer({
      'POST /console/api/session/password': { data: { stage: 'enrol', csrfToken: 'c' } },
      'GET /console/api/session/enrolment': {
        data: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/x',
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        },
      },
      'POST /console/api/session/enrolment': { data: { me, recoveryCodes: codes } },
    });
    const onSignedIn = vi.fn();
    const { container } = renderConsole(<SignInForm onSignedIn={onSignedIn} />);
    await enterPassword();
    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    // The SVG is a picture, never markup of the page.
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'I saved them, continue' }));
    expect(onSignedIn).toHaveBeenCalledWith(me);
  });
});
