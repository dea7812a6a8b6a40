import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ImportReport } from './import-report.tsx';

/** The leader reads what is wrong with the member file by row, column and message, or what it imports. */
describe('ImportReport', () => {
  it('lists each bad cell with its row, its column and what is wrong, and says nothing was imported', () => {
    renderWithProviders(
      <ImportReport
        check={{
          members: [
            { row: 2, name: 'Member 1', certNo: '3301**********1234', phone: '139****0001' },
          ],
          problems: [
            { row: 3, field: 'name', messageKey: 'C018' },
            { row: 3, field: 'certNo', messageKey: 'C019' },
            { row: 7, field: 'certNo', messageKey: 'PHYSICAL007' },
          ],
        }}
      />,
    );
    const report = screen.getByTestId('physical-import-problems');
    expect(within(report).getByText('Rows to fix — nothing was imported')).toBeTruthy();
    expect(
      within(report).getByText('The member list has 3 problems: nothing was imported'),
    ).toBeTruthy();
    const rows = within(report)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['3', 'Name', 'Name is required'],
      ['3', 'ID number', 'ID number is invalid'],
      ['7', 'ID number', 'This person appears twice in the member list'],
    ]);
    expect(screen.queryByTestId('physical-import-ok')).toBeNull();
  });

  it('shows the members a clean file imports', () => {
    renderWithProviders(
      <ImportReport
        check={{
          members: [
            { row: 2, name: 'Member 1', certNo: '3301**********1234', phone: '139****0001' },
            { row: 3, name: 'Member 2', certNo: '3301**********5678', phone: '139****0002' },
          ],
          problems: [],
        }}
      />,
    );
    const ok = screen.getByTestId('physical-import-ok');
    expect(within(ok).getByText('2 members read, no problems')).toBeTruthy();
    expect(within(ok).getByText('Member 2')).toBeTruthy();
  });
});
