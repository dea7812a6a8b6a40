import { Alert, Button, Descriptions, Empty, Select, Skeleton } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_NOON_TIMES, isPediatricDept, numberBookable, pediatricAllowed, type HospitalConfig, type Patient, type TipInfo } from '@portal/shared';
import { TipPopup } from '../../../components/tip-popup/tip-popup.tsx';
import { bookableText, useNow } from '../../../lib/booking-window.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatFen } from '../../../lib/money.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useCurrentPatientId, useCurrentPatientStore } from '../../../stores/current-patient-store.ts';
import { usePatients } from '../../../lib/patients/get-patients.ts';
import { useTip } from '../../../lib/get-tip.ts';
import { CardBalance } from '../../../components/card-balance/card-balance.tsx';
import { useCreateAppointment } from '../api/appointment-queries.ts';
import { useCampus } from '../utils/use-campus.ts';
import { bookingKeyFor, forgetBookingKey } from '../utils/booking-key.ts';
import { completePath, type ChosenNumber } from '../utils/chosen-number.ts';
import { LinkButton } from '../../../components/link-button/link-button.tsx';

interface ConfirmAppointmentProps {
  hosId: string;
  chosen: ChosenNumber;
  /** The booking window's fields (issue 10) default to the hospital defaults when a caller leaves them out. */
  config: Pick<HospitalConfig, 'appointmentTipId' | 'pediatricMaxAge' | 'pediatricDeptIds'> &
    Partial<Pick<HospitalConfig, 'releaseTime' | 'scheduleDays' | 'noonTimes'>>;
  timeZone: string;
}

/**
 * Issue 10 defect 1: why the chosen number can no longer be booked (the shared numberBookable rule the booking call
 * applies; the choice may have been made before the session started), or null while it can.
 */
export function numberClosedMessage(chosen: ChosenNumber, config: ConfirmAppointmentProps['config'], now: Date, timeZone: string): string | null {
  const window = { releaseTime: config.releaseTime ?? '08:00', scheduleDays: config.scheduleDays ?? 14, noonTimes: config.noonTimes ?? DEFAULT_NOON_TIMES };
  const decision = numberBookable({ date: chosen.entry.scheduleDate, noonCode: chosen.entry.scheduleNoonCode }, window, now, timeZone);
  return decision.allowed ? null : bookableText(decision, timeZone);
}

/** SPEC §5 age limit: the message to show before submitting, or null when the patient may book. */
export function ageRuleMessage(patient: Pick<Patient, 'birthDate'> | null, chosen: ChosenNumber, config: ConfirmAppointmentProps['config']): string | null {
  if (!patient || !isPediatricDept(chosen.entry.deptId, config)) return null;
  return pediatricAllowed(patient.birthDate, chosen.entry.scheduleDate, config.pediatricMaxAge) ? null : 'APPOINT039';
}

/** The appointment notice (config appointmentTipId) that must be acknowledged before confirming. */
function AppointmentNotice({ hosId, tipId, onRead }: { hosId: string; tipId: string; onRead: () => void }) {
  const tip = useTip(hosId, tipId);
  const [open, setOpen] = useState(true);
  if (!tip.data) return null;
  return (
    <TipPopup
      key={tipId}
      tip={tip.data}
      open={open}
      onConfirm={(read: TipInfo) => {
        setOpen(false);
        onRead();
        if (read.showType === 2 && read.showExt.url) window.open(read.showExt.url, '_blank', 'noopener');
      }}
    />
  );
}

/**
 * /appointment/confirm: patient (switchable) and card, doctor, department, date, period, source number and fee;
 * the notice; the age rule; and a confirm button that books once, whatever the number of clicks or retries.
 */
export function ConfirmAppointment({ hosId, chosen, config, timeZone }: ConfirmAppointmentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const patients = usePatients(hosId);
  const currentId = useCurrentPatientId(hosId);
  const choosePatient = useCurrentPatientStore((s) => s.choose);
  const create = useCreateAppointment(hosId);
  const [noticeRead, setNoticeRead] = useState(config.appointmentTipId === '');
  // A synchronous guard: two clicks in one tick both see isPending false, the ref does not.
  const sending = useRef(false);
  const now = useNow();

  // Issue 10: the notice warns to choose the campus carefully, so the campus and its address are named here.
  const campus = useCampus(hosId, chosen.entry.areaId);
  const patient = patients.data?.find((p) => p.patientId === currentId) ?? null;
  const ageMessage = ageRuleMessage(patient, chosen, config);
  const closedMessage = numberClosedMessage(chosen, config, now, timeZone);
  const { entry, number } = chosen;

  const submit = () => {
    if (!patient || sending.current) return;
    sending.current = true;
    const key = bookingKeyFor(`${entry.scheduleId}/${number.numberId}/${patient.patientId}`);
    create.mutate(
      { input: { hosId, patientId: patient.patientId, scheduleId: entry.scheduleId, numberId: number.numberId }, key },
      {
        onSuccess: (record) => {
          forgetBookingKey();
          void navigate(completePath(record.appointId), { replace: true });
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  if (patients.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (patients.isError) return <Empty className="page-empty" description={errorText(patients.error)} />;
  if (patients.data.length === 0) {
    return (
      <Empty className="page-empty" description={t('ui.noPatients')}>
        <LinkButton to={PATHS.patients} type="primary">{t('ui.addPatient')}</LinkButton>
      </Empty>
    );
  }

  return (
    <div className="confirm-page">
      {config.appointmentTipId ? <AppointmentNotice hosId={hosId} tipId={config.appointmentTipId} onRead={() => setNoticeRead(true)} /> : null}
      <Descriptions bordered column={1} className="confirm-page__details" size="middle">
        <Descriptions.Item label={t('ui.patient')}>
          <Select
            className="confirm-page__patient"
            data-testid="confirm-patient"
            aria-label={t('ui.patient')}
            value={patient?.patientId}
            disabled={create.isPending}
            onChange={(id: string) => {
              choosePatient(hosId, id);
              create.reset();
            }}
            options={patients.data.map((p) => ({ value: p.patientId, label: p.patientName }))}
          />
        </Descriptions.Item>
        <Descriptions.Item label={t('ui.outpatientCard')}>
          {/* Issue 10: the card's balance is known before booking (and paying). */}
          {patient?.outCardNo ? <CardBalance hosId={hosId} patientId={patient.patientId} /> : t('ui.cardNotBound')}
        </Descriptions.Item>
        {campus ? <Descriptions.Item label={t('APPOINT068')}><span data-testid="confirm-campus">{campus}</span></Descriptions.Item> : null}
        <Descriptions.Item label={t('ui.doctor')}>
          {entry.doctorName} {entry.doctorTitle}
        </Descriptions.Item>
        <Descriptions.Item label={t('ui.department')}>{entry.deptName}</Descriptions.Item>
        <Descriptions.Item label={t('ui.visitDate')}>
          {entry.scheduleDate} {t(`ui.noon.${entry.scheduleNoonCode}`, { defaultValue: entry.scheduleNoonCode })}
        </Descriptions.Item>
        <Descriptions.Item label={t('ui.sourceNumber')}>
          {t('ui.numberSeq', { seq: number.seq })} {number.startTime}–{number.endTime}
        </Descriptions.Item>
        <Descriptions.Item label={t('ui.regFee')}>{formatFen(entry.regFee)}</Descriptions.Item>
      </Descriptions>
      {closedMessage ? <Alert className="confirm-page__alert" type="warning" showIcon title={<span data-testid="number-closed">{closedMessage}</span>} /> : null}
      {ageMessage ? <Alert className="confirm-page__alert" type="warning" showIcon title={<span data-testid="age-rule">{t(ageMessage)}</span>} /> : null}
      {create.isError ? <Alert className="confirm-page__alert" type="error" showIcon title={<span data-testid="confirm-error">{errorText(create.error, timeZone)}</span>} /> : null}
      <div className="confirm-page__actions">
        <Button
          type="primary"
          size="large"
          data-testid="confirm-submit"
          loading={create.isPending}
          disabled={!patient || !noticeRead || ageMessage !== null || closedMessage !== null || create.isPending}
          onClick={submit}
        >
          {t('ui.confirmAppointment')}
        </Button>
      </div>
    </div>
  );
}
