import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { recordOf } from '../../testing/record-fixture.ts';
import { ArrivalNote } from './arrival-note.tsx';

describe('ArrivalNote', () => {
  it('says when to arrive while the visit is ahead', () => {
    const ahead = recordOf({ isDopay: '1' });
    renderWithProviders(
      <ArrivalNote
        record={{ ...ahead, actions: { ...ahead.actions, arrival: { by: '09:15', minutes: 15 } } }}
      />,
    );
    expect(screen.getByTestId('arrive-by').textContent).toContain(
      'Please arrive by 09:15 (15 minutes before your time).',
    );
  });

  it('says nothing when the server gives no arrival (visit over, cancelled, checked in)', () => {
    renderWithProviders(<ArrivalNote record={recordOf({ isDopay: '1' })} />);
    expect(screen.queryByTestId('arrive-by')).toBeNull();
  });
});
