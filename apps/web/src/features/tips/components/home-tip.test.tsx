import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hosIdOf, type TipInfo } from '@portal/shared';
import { okResponse, renderWithProviders, stubFetch } from '../../../testing/render.tsx';
import { HomeTip } from './home-tip.tsx';

/** The home tip's button: a 'join function' tip (showType 1) takes the patient to the module it names. */
const tip = (over: Partial<TipInfo>): TipInfo => ({
  guideTitle: 'Not sure where to go?',
  guideContent: 'The visitor guide helps you find the right department.',
  showType: 1,
  buttonContent: 'Open the guide',
  buttonType: 0,
  buttonExt: {},
  showExt: { joinId: 'medical-guide' },
  ...over,
});

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function renderTip(shown: TipInfo) {
  stubFetch(() => okResponse(shown));
  const openFunction = vi.fn();
  renderWithProviders(<HomeTip hosId={hosIdOf('1002')} tipId="home" openFunction={openFunction} />);
  return openFunction;
}

describe('HomeTip', () => {
  it("opens the function a 'join function' tip names once its button is pressed", async () => {
    const openFunction = renderTip(tip({}));
    expect((await screen.findByTestId('tip-popup')).textContent).toContain('visitor guide');
    fireEvent.click(screen.getByTestId('tip-button'));
    await waitFor(() => expect(openFunction).toHaveBeenCalledWith('medical-guide'));
  });

  it('opens no function for a plain tip', async () => {
    const openFunction = renderTip(tip({ showType: 0, showExt: {} }));
    fireEvent.click(await screen.findByTestId('tip-button'));
    await waitFor(() => expect(sessionStorage.length).toBeGreaterThan(0));
    expect(openFunction).not.toHaveBeenCalled();
  });
});
