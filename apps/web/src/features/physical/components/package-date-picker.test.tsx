import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PhysicalPackage } from '@portal/shared';
import {
  okResponse,
  renderWithProviders,
  signedInEachTest,
  stubFetch,
} from '../../../testing/render.tsx';
import { PackageDatePicker } from './package-date-picker.tsx';
import { hosIdOf } from '@portal/shared';

const pack = (packageId: string, users: string, usersName: string): PhysicalPackage => ({
  packageId,
  name: `${usersName} check-up`,
  description: '',
  type: 'basic',
  typeName: 'Basic',
  users,
  usersName,
  price: 20500,
  items: [],
  note: '',
});

signedInEachTest();

/** A package for another sex or age group than the patient's cannot be chosen, and says why (PHYSICAL011 on the server). */
describe('PackageDatePicker', () => {
  it('offers only the packages that suit the patient', async () => {
    stubFetch((url) =>
      url.includes('/physicalexamination/api/packages')
        ? okResponse([pack('PK-ALL', 'all', 'Everyone'), pack('PK-FEMALE', 'female', 'Women')])
        : okResponse({}),
    );
    const onChange = vi.fn();
    renderWithProviders(
      <PackageDatePicker
        hosId={hosIdOf('1001')}
        value={{}}
        onChange={onChange}
        suits={(users) => users !== 'female'}
      />,
    );
    const women = await screen.findByTestId('physical-package-PK-FEMALE');
    const radio = within(women).getByRole('radio');
    expect((radio as HTMLInputElement).disabled).toBe(true);
    expect(within(women).getByTestId('physical-package-unsuited').textContent).toBe(
      'Not for this patient',
    );
    expect(radio.getAttribute('aria-describedby')).toBe(
      within(women).getByTestId('physical-package-unsuited').id,
    );
    fireEvent.click(radio);
    expect(onChange).not.toHaveBeenCalled();

    const everyone = screen.getByTestId('physical-package-PK-ALL');
    expect(within(everyone).queryByTestId('physical-package-unsuited')).toBeNull();
    fireEvent.click(within(everyone).getByRole('radio'));
    expect(onChange).toHaveBeenCalledWith({ packageId: 'PK-ALL' });
  });
});
