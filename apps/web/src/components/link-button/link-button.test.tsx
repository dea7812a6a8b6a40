import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LinkButton } from './link-button.tsx';

const renderAt = () => {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <LinkButton to="/records?page=2" type="primary" data-testid="go">
            Records
          </LinkButton>
        ),
      },
      { path: '/records', element: <h1>records page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

describe('LinkButton', () => {
  it('is one link, one tab stop: no button inside it', () => {
    renderAt();
    const link = screen.getByTestId('go');
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/records?page=2');
    expect(link.querySelector('button, a, [tabindex]')).toBeNull();
  });

  it('navigates inside the app on a plain click, and leaves a modified click (new tab) to the browser', async () => {
    const router = renderAt();
    fireEvent.click(screen.getByTestId('go'), { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/');
    fireEvent.click(screen.getByTestId('go'));
    expect(await screen.findByText('records page')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
  });
});
