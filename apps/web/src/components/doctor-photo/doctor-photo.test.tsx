import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCTOR_PHOTO, DoctorPhoto } from './doctor-photo.tsx';

describe('DoctorPhoto', () => {
  it('shows the given picture at the default 80px, square', () => {
    render(<DoctorPhoto src="/demo-assets/doctors/d1.jpg" alt="Dr Li" />);
    const img = screen.getByRole<HTMLImageElement>('img', { name: 'Dr Li' });
    expect(img.getAttribute('src')).toBe('/demo-assets/doctors/d1.jpg');
    expect(img.getAttribute('width')).toBe('80');
    expect(img.style.borderRadius).toBe('8px');
  });

  it('falls back to the default photo when the picture fails to load', () => {
    render(
      <DoctorPhoto
        src="/demo-assets/doctors/missing.jpg"
        alt="Dr Wang"
        shape="circle"
        width={120}
      />,
    );
    const img = screen.getByRole<HTMLImageElement>('img', { name: 'Dr Wang' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(DEFAULT_DOCTOR_PHOTO);
    expect(img.getAttribute('width')).toBe('120');
    expect(img.style.borderRadius).toBe('50%');
  });

  it('uses the default photo when no picture is given', () => {
    render(<DoctorPhoto src={null} alt="Dr Zhao" />);
    expect(screen.getByRole('img', { name: 'Dr Zhao' }).getAttribute('src')).toBe(
      DEFAULT_DOCTOR_PHOTO,
    );
  });
});
