import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ModalPopup } from './modal-popup.tsx';

function clickBackdrop() {
  const wrap = document.querySelector('.ant-modal-wrap');
  if (!wrap) throw new Error('modal wrapper not rendered');
  fireEvent.mouseDown(wrap);
  fireEvent.click(wrap);
}

describe('ModalPopup', () => {
  it('shows its title and content, and closes from the backdrop when cancel is allowed', () => {
    const onClose = vi.fn();
    render(
      <ModalPopup open title="Choose a card" onClose={onClose}>
        body text
      </ModalPopup>,
    );
    expect(screen.getByText('Choose a card')).toBeTruthy();
    expect(screen.getByText('body text')).toBeTruthy();
    clickBackdrop();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores a backdrop click when cancel is not allowed, yet the close icon still closes', () => {
    const onClose = vi.fn();
    render(
      <ModalPopup open title="Must answer" onClose={onClose} cancelAllowed={false}>
        body
      </ModalPopup>,
    );
    clickBackdrop();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no close icon when not closable', () => {
    render(
      <ModalPopup
        open
        title="Locked"
        onClose={() => undefined}
        closable={false}
        cancelAllowed={false}
      >
        body
      </ModalPopup>,
    );
    expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
  });
});
