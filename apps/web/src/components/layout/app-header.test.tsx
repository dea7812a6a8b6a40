import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, it, vi } from 'vitest';
import { AppHeader } from './app-header.tsx';

it('opens the user menu clicked while its dropdown was still loading, once it arrives', async () => {
  const signOut = vi.fn();
  render(
    <MemoryRouter>
      <AppHeader
        hosName="Demo hospital"
        logo={null}
        lang="en-US"
        onLanguageChange={() => {}}
        signedInAs="138****0000"
        signInTo="/login"
        userMenu={[{ key: 'out', label: 'Sign out', testId: 'sign-out', onClick: signOut }]}
      />
    </MemoryRouter>,
  );
  // The first render shows the button without its dropdown (a chunk of its own, not loaded yet).
  expect(screen.queryByTestId('sign-out')).toBeNull();
  fireEvent.click(screen.getByTestId('user-menu'));

  fireEvent.click(await screen.findByTestId('sign-out'));
  expect(signOut).toHaveBeenCalledOnce();
});
