import { Alert, Button, Descriptions, Empty, Select, Skeleton } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  DEFAULT_NOON_TIMES,
  isPediatricDept,
  numberBookable,
  payDeadline,
  pediatricAllowed,
  readHospitalConfig,
  type HospitalConfig,
  type Language,
  type Patient,
  type TipInfo,
  type HosId,
} from '@portal/shared';
import { TipPopup } from '../../../components/tip-popup/tip-popup.tsx';
import { bookableText, useNow } from '../../../lib/booking-window.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatFen } from '../../../lib/money.ts';
import { PATHS } from '../../../lib/paths.ts';
import {
  useCurrentPatientId,
  useCurrentPatientStore,
} from '../../../stores/current-patient-store.ts';
import { usePatients } from '../../../lib/patients/get-patients.ts';
import { useTip } from '../../../lib/get-tip.ts';
import { followTip } from '../../../lib/tip-action.ts';
import { noticeReadThisSession, rememberNoticeRead } from '../../../lib/notice-read.ts';
import { CardBalance } from '../../../components/card-balance/card-balance.tsx';
import { useCreateAppointment } from '../api/appointment-queries.ts';
import { useCampus } from '../utils/use-campus.ts';
import { bookingKeyFor, forgetBookingKey } from '../utils/booking-key.ts';
import { completePath, type ChosenNumber } from '../utils/chosen-number.ts';
import { LinkButton } from '../../../components/link-button/link-button.tsx';
import { unpayableText } from '../../../lib/payments/pay-plan-text.ts';
import { useBookingPayPlan } from '../../../lib/payments/use-booking-pay-plan.ts';
import { ActionError } from '../../../components/form-error/action-error.tsx';
import { CaptionPrompt } from '../../../components/caption-prompt/caption-prompt.tsx';

/** What decides, before booking, whether and how the fee could be paid (the hospital's defaults when not given). */
type PayPlanKey =
  | 'payTimeLimitSeconds'
  | 'payScheduleRestriction'
  | 'payPromptEnabled'
  | 'rechargeStartTime'
  | 'rechargeEndTime'
  | 'insufficientBalancePath';
const DEFAULTS = readHospitalConfig([]);

interface ConfirmAppointmentProps {
  hosId: HosId;
  chosen: ChosenNumber;
  /** The booking window's fields default to the hospital defaults when a caller leaves them out. */
  config: Pick<HospitalConfig, 'appointmentTipId' | 'pediatricMaxAge' | 'pediatricDeptIds'> &
    Partial<Pick<HospitalConfig, 'releaseTime' | 'scheduleDays' | 'noonTimes' | PayPlanKey>>;
  timeZone: string;
  /**
   * Same-day registration: the hospital's today, the only day it registers for. The booking says so (isToday '1', the
   * server refuses another day) and a number of another day cannot be confirmed here.
   */
  sameDayOf?: string;
  /** Opens a function module (a 'join function' notice's button), as the navigator would. */
  openFunction?: (moduleId: string) => void;
}

/**
 * Why the chosen number can no longer be booked (the shared numberBookable rule the booking call
 * applies; the choice may have been made before the session started), or null while it can.
 */
export function numberClosedMessage(
  chosen: ChosenNumber,
  config: ConfirmAppointmentProps['config'],
  now: Date,
  timeZone: string,
): string | null {
  const window = {
    releaseTime: config.releaseTime ?? '08:00',
    scheduleDays: config.scheduleDays ?? 14,
    noonTimes: config.noonTimes ?? DEFAULT_NOON_TIMES,
  };
  const decision = numberBookable(
    { date: chosen.entry.scheduleDate, noonCode: chosen.entry.scheduleNoonCode },
    window,
    now,
    timeZone,
  );
  return decision.allowed ? null : bookableText(decision, timeZone);
}

/** Age limit: the message to show before submitting, or null when the patient may book. */
export function ageRuleMessage(
  patient: Pick<Patient, 'birthDate'> | null,
  chosen: ChosenNumber,
  config: ConfirmAppointmentProps['config'],
): string | null {
  if (!patient || !isPediatricDept(chosen.entry.deptId, config)) return null;
  return pediatricAllowed(patient.birthDate, chosen.entry.scheduleDate, config.pediatricMaxAge)
    ? null
    : 'APPOINT039';
}

/**
 * The pay plan of the booking about to be made, for the chosen patient's card on the page's clock: its deadline is the
 * one booking now would give. A fee that could not be paid before that deadline is said before booking.
 */
function PayOutlook({
  hosId,
  patientId,
  chosen,
  config,
  timeZone,
  now,
}: {
  hosId: HosId;
  patientId: string;
  chosen: ChosenNumber;
  config: ConfirmAppointmentProps['config'];
  timeZone: string;
  now: Date;
}) {
  const { t, i18n } = useTranslation();
  const c = { ...DEFAULTS, ...config };
  const { entry } = chosen;
  const booking = {
    state: '1',
    hosState: '0',
    isDopay: '0',
    isToday: '0',
    regFee: entry.regFee,
    schDate: entry.scheduleDate,
    noonCode: entry.scheduleNoonCode,
    opTime: now.toISOString(),
    patientCardId: '',
  };
  const deadline = payDeadline(booking, { config: c, now, timeZone });
  const outlook = useBookingPayPlan({
    hosId,
    patientId,
    feeFen: entry.regFee,
    deadline,
    timeZone,
    config: c,
    enabled: entry.regFee > 0 && c.payPromptEnabled,
  });
  if (!outlook || outlook.plan.cardCovers) return null;
  const why = unpayableText(t, i18n.language as Language, outlook, deadline, timeZone, false);
  if (why)
    return (
      <Alert
        className="confirm-page__alert"
        type="warning"
        showIcon
        title={<span data-testid="confirm-unpayable">{why}</span>}
      />
    );
  const hint = outlook.plan.options[0] === 'qr' ? 'ui.confirmPayByQrAfter' : 'ui.confirmTopUpAfter';
  return (
    <Alert
      className="confirm-page__alert"
      type="info"
      showIcon
      title={<span data-testid="confirm-pay-hint">{t(hint)}</span>}
    />
  );
}

/**
 * The appointment notice (config appointmentTipId) that must be acknowledged before confirming: once per browser
 * session and version of the notice (lib/notice-read.ts), so a reload or a second booking does not force it again.
 */
function useAppointmentNotice(hosId: HosId, tipId: string) {
  const tip = useTip(hosId, tipId);
  const [readHere, setReadHere] = useState(false);
  const data = tip.data;
  const readEarlier = data !== undefined && !readHere && noticeReadThisSession(hosId, tipId, data);
  const markRead = (read: TipInfo) => {
    rememberNoticeRead(hosId, tipId, read);
    setReadHere(true);
  };
  return {
    read: tipId === '' || readHere || readEarlier,
    // Read on this page, the popup stays mounted to close with its animation.
    popup: data !== undefined && !readEarlier ? { tip: data, open: !readHere } : null,
    markRead,
  };
}

/**
 * /appointment/confirm: patient (switchable) and card, doctor, department, date, period, source number and fee;
 * the notice; the age rule; and a confirm button that books once, whatever the number of clicks or retries.
 */
export function ConfirmAppointment({
  hosId,
  chosen,
  config,
  timeZone,
  sameDayOf,
  openFunction,
}: ConfirmAppointmentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const patients = usePatients(hosId);
  const currentId = useCurrentPatientId(hosId);
  const choosePatient = useCurrentPatientStore((s) => s.choose);
  const create = useCreateAppointment(hosId);
  const notice = useAppointmentNotice(hosId, config.appointmentTipId);
  // A synchronous guard: two clicks in one tick both see isPending false, the ref does not.
  const sending = useRef(false);
  const now = useNow();

  // The notice warns to choose the campus carefully, so the campus and its address are named here.
  const campus = useCampus(hosId, chosen.entry.areaId);
  const patient = patients.data?.find((p) => p.patientId === currentId) ?? null;
  const ageMessage = ageRuleMessage(patient, chosen, config);
  const closedMessage = numberClosedMessage(chosen, config, now, timeZone);
  const { entry, number } = chosen;
  const notToday =
    sameDayOf !== undefined && entry.scheduleDate !== sameDayOf
      ? t('APPOINT070', { date: sameDayOf })
      : null;

  const submit = () => {
    if (!patient || sending.current) return;
    sending.current = true;
    const key = bookingKeyFor(`${entry.scheduleId}/${number.numberId}/${patient.patientId}`);
    create.mutate(
      {
        input: {
          hosId,
          patientId: patient.patientId,
          scheduleId: entry.scheduleId,
          numberId: number.numberId,
          ...(sameDayOf ? { isToday: '1' as const } : {}),
        },
        key,
      },
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
  if (patients.isError)
    return <Empty className="page-empty" description={errorText(patients.error)} />;
  if (patients.data.length === 0) {
    return (
      <Empty className="page-empty" description={t('ui.noPatients')}>
        <LinkButton to={PATHS.patients} type="primary">
          {t('ui.addPatient')}
        </LinkButton>
      </Empty>
    );
  }

  return (
    <div className="confirm-page">
      {notice.popup ? (
        <TipPopup
          key={config.appointmentTipId}
          tip={notice.popup.tip}
          open={notice.popup.open}
          onConfirm={(read: TipInfo) => {
            notice.markRead(read);
            followTip(read, openFunction);
          }}
        />
      ) : null}
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
          {/* The card's balance is known before booking (and paying). */}
          {patient?.outCardNo ? (
            <CardBalance hosId={hosId} patientId={patient.patientId} />
          ) : (
            t('ui.cardNotBound')
          )}
        </Descriptions.Item>
        {campus ? (
          <Descriptions.Item label={t('APPOINT068')}>
            <span data-testid="confirm-campus">{campus}</span>
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('ui.doctor')}>
          {entry.doctorName} {entry.doctorTitle}
        </Descriptions.Item>
        <Descriptions.Item label={t('ui.department')}>{entry.deptName}</Descriptions.Item>
        <Descriptions.Item label={t('ui.visitDate')}>
          {entry.scheduleDate}{' '}
          {t(`ui.noon.${entry.scheduleNoonCode}`, { defaultValue: entry.scheduleNoonCode })}
        </Descriptions.Item>
        <Descriptions.Item label={t('ui.sourceNumber')}>
          {t('ui.numberSeq', { seq: number.seq })} {number.startTime}–{number.endTime}
        </Descriptions.Item>
        <Descriptions.Item label={t('ui.regFee')}>{formatFen(entry.regFee)}</Descriptions.Item>
      </Descriptions>
      <CaptionPrompt hosId={hosId} name="appointment-prompt" className="confirm-page__alert" />
      {patient?.outCardNo ? (
        <PayOutlook
          hosId={hosId}
          patientId={patient.patientId}
          chosen={chosen}
          config={config}
          timeZone={timeZone}
          now={now}
        />
      ) : null}
      {notToday ? (
        <Alert
          className="confirm-page__alert"
          type="warning"
          showIcon
          title={<span data-testid="not-today">{notToday}</span>}
        />
      ) : null}
      {closedMessage ? (
        <Alert
          className="confirm-page__alert"
          type="warning"
          showIcon
          title={<span data-testid="number-closed">{closedMessage}</span>}
        />
      ) : null}
      {ageMessage ? (
        <Alert
          className="confirm-page__alert"
          type="warning"
          showIcon
          title={
            <span data-testid="age-rule">{t(ageMessage, { age: config.pediatricMaxAge })}</span>
          }
        />
      ) : null}
      <ActionError
        action={create}
        timeZone={timeZone}
        textTestId="confirm-error"
        className="confirm-page__alert"
      />
      <div className="confirm-page__actions">
        <Button
          type="primary"
          size="large"
          data-testid="confirm-submit"
          loading={create.isPending}
          disabled={
            !patient ||
            !notice.read ||
            ageMessage !== null ||
            closedMessage !== null ||
            notToday !== null ||
            create.isPending
          }
          onClick={submit}
        >
          {t('ui.confirmAppointment')}
        </Button>
      </div>
    </div>
  );
}
