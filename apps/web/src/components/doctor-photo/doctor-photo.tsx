import { useState } from 'react';

/** "The default doctor photo sits on the static host" — here, the web app's own public folder. */
export const DEFAULT_DOCTOR_PHOTO = '/default-doctor.svg';

export interface DoctorPhotoProps {
  src?: string | null;
  alt: string;
  /** Default width 80px. */
  width?: number;
  shape?: 'square' | 'circle';
  className?: string;
}

/** "Doctor head photo": the default photo when the image is missing or fails to load. */
export function DoctorPhoto({
  src,
  alt,
  width = 80,
  shape = 'square',
  className,
}: DoctorPhotoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = !src || failed === src ? DEFAULT_DOCTOR_PHOTO : src;
  return (
    <img
      className={['doctor-photo', `doctor-photo--${shape}`, className].filter(Boolean).join(' ')}
      src={shown}
      alt={alt}
      width={width}
      height={width}
      loading="lazy"
      style={{
        width,
        height: width,
        objectFit: 'cover',
        borderRadius: shape === 'circle' ? '50%' : 8,
      }}
      onError={() => {
        if (src && shown === src) setFailed(src);
      }}
    />
  );
}
