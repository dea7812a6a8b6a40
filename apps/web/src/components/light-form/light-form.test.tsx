import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LightForm, LightFormItem } from './light-form.tsx';
import { useLightForm } from './use-light-form.ts';

const checks = {
  name: (value: string) => {
    if (value.length < 2) throw new Error('Name is too short');
  },
};

function NameForm({ onValues }: { onValues: (values: unknown) => void }) {
  const form = useLightForm(checks);
  const name = form.field('name');
  return (
    <LightForm onSubmit={() => void form.validate(['name']).then(onValues)}>
      <LightFormItem label="Name" error={name.error} required>
        {(control) => <input {...control} {...name.input} />}
      </LightFormItem>
      <button type="submit">Send</button>
    </LightForm>
  );
}

describe('LightForm', () => {
  it('labels its field, and names a shown error on the field until the value is fixed', async () => {
    const onValues = vi.fn();
    render(<NameForm onValues={onValues} />);
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.hasAttribute('aria-invalid')).toBe(false);

    fireEvent.change(input, { target: { value: 'A' } });
    // Not while typing: only when the field is left.
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(input);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Name is too short');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);

    // A shown error goes as soon as the value is fixed.
    fireEvent.change(input, { target: { value: 'Ann' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('submits the values only when every field passes', async () => {
    const onValues = vi.fn();
    render(<NameForm onValues={onValues} />);
    fireEvent.click(screen.getByText('Send'));
    await waitFor(() => expect(onValues).toHaveBeenCalledWith(null));
    expect(screen.getByRole('alert').textContent).toBe('Name is too short');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByText('Send'));
    await waitFor(() => expect(onValues).toHaveBeenLastCalledWith({ name: 'Ann' }));
  });
});
