import '../../features/physical/physical.css';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  hospitalToday,
  packageSuits,
  PHYSICAL_BOOK_DAYS,
  type Patient,
  type HosId,
} from '@portal/shared';
import { CurrentPatientScope } from '../../features/patients/components/patient-select.tsx';
import { useBookPhysical } from '../../features/physical/api/physical-actions.ts';
import { BookingList } from '../../features/physical/components/booking-list.tsx';
import {
  PackageDatePicker,
  type PackageDate,
} from '../../features/physical/components/package-date-picker.tsx';
import { paymentPath } from '../../lib/paths.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';
import { ActionError } from '../../components/form-error/action-error.tsx';

function BookingForm({
  hosId,
  patient,
  timeZone,
}: {
  hosId: HosId;
  patient: Patient;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<PackageDate>({});
  const book = useBookPhysical(hosId);
  const ready = choice.packageId !== undefined && choice.examDate !== undefined;
  const patientId = patient.patientId;
  // Judged on the chosen date, or before one is chosen on the last bookable day: a package is offered when some date
  // suits (a patient turning 60 within the window), and the server refuses a date before the birthday (PHYSICAL011).
  const onDate =
    choice.examDate ?? addDays(hospitalToday(new Date(), timeZone), PHYSICAL_BOOK_DAYS);
  const suits = (users: string) => packageSuits(users, patient, onDate);
  return (
    <>
      <PackageDatePicker hosId={hosId} value={choice} onChange={setChoice} suits={suits} />
      <ActionError action={book} timeZone={timeZone} testId="physical-book-error" />
      <div className="physical-actions">
        <Button
          type="primary"
          size="large"
          disabled={!ready}
          loading={book.isPending}
          data-testid="physical-book"
          onClick={() =>
            ready &&
            book.mutate(
              { patientId, packageId: choice.packageId!, examDate: choice.examDate! },
              { onSuccess: (outTradeNo) => void navigate(paymentPath(outTradeNo)) },
            )
          }
        >
          {t('ui.physicalBook')}
        </Button>
      </div>
    </>
  );
}

function PhysicalBookingBody({ hosId }: { hosId: HosId }) {
  const { t } = useTranslation();
  const timeZone = useHospitalTimeZone(hosId);
  return (
    <div className="physical-page">
      <CurrentPatientScope hosId={hosId}>
        {(patient) => (
          <section aria-label={t('ui.physicalPackages')}>
            <BookingForm
              key={patient.patientId}
              hosId={hosId}
              patient={patient}
              timeZone={timeZone}
            />
          </section>
        )}
      </CurrentPatientScope>
      <section aria-labelledby="physical-bookings-title">
        <Typography.Title level={4} id="physical-bookings-title">
          {t('ui.physicalMyBookings')}
        </Typography.Title>
        <BookingList hosId={hosId} timeZone={timeZone} />
      </section>
    </div>
  );
}

/** /physical/booking: book a package date and pay. */
export function PhysicalBookingRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <PhysicalBookingBody key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { PhysicalBookingRoute as Component };
