import '../../features/physical/physical.css';
import { Button, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PHYSICAL_IMPORT_MAX_BYTES, type HosId } from '@portal/shared';
import {
  fileBase64,
  useCheckGroup,
  useRegisterGroup,
  type MemberFile,
} from '../../features/physical/api/physical-actions.ts';
import { BookingList } from '../../features/physical/components/booking-list.tsx';
import { ImportReport } from '../../features/physical/components/import-report.tsx';
import {
  PackageDatePicker,
  type PackageDate,
} from '../../features/physical/components/package-date-picker.tsx';
import { paymentPath } from '../../lib/paths.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';
import { ActionError } from '../../components/form-error/action-error.tsx';

function GroupForm({ hosId, timeZone }: { hosId: HosId; timeZone: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<PackageDate>({});
  const [file, setFile] = useState<MemberFile | null>(null);
  const check = useCheckGroup(hosId);
  const register = useRegisterGroup(hosId);
  const clean =
    check.data !== undefined && check.data.problems.length === 0 && check.data.members.length > 0;
  const ready =
    clean && file !== null && choice.packageId !== undefined && choice.examDate !== undefined;
  const choose = async (picked: File) => {
    register.reset();
    // Too big is told here at once; what the file holds is read and checked by the server (the same rules at import).
    if (picked.size > PHYSICAL_IMPORT_MAX_BYTES) {
      setFile(null);
      check.reset();
      return;
    }
    const next = { fileName: picked.name, content: await fileBase64(picked) };
    setFile(next);
    check.mutate({ ...next, ...choice });
  };
  // The file is checked again against each package and date chosen: the members the package is not for are problems.
  const pick = (next: PackageDate) => {
    setChoice(next);
    if (file) check.mutate({ ...file, ...next });
  };
  return (
    <>
      <PackageDatePicker hosId={hosId} value={choice} onChange={pick} />
      <div className="physical-actions">
        <span id="physical-file-label">{t('ui.physicalMemberFile')}</span>
        <Upload
          accept=".csv,.xlsx"
          maxCount={1}
          showUploadList={file ? { showRemoveIcon: false } : false}
          beforeUpload={(picked) => {
            void choose(picked);
            return false;
          }}
        >
          <Button
            icon={<UploadOutlined />}
            data-testid="physical-file"
            aria-describedby="physical-file-label"
          >
            {t('ui.physicalChooseFile')}
          </Button>
        </Upload>
      </div>
      <ActionError action={check} timeZone={timeZone} testId="physical-check-error" />
      {check.data ? <ImportReport check={check.data} /> : null}
      <ActionError action={register} timeZone={timeZone} testId="physical-register-error" />
      <div className="physical-actions">
        <Button
          type="primary"
          size="large"
          disabled={!ready}
          loading={register.isPending}
          data-testid="physical-register"
          onClick={() =>
            ready &&
            register.mutate(
              { ...file, packageId: choice.packageId!, examDate: choice.examDate! },
              { onSuccess: (outTradeNo) => void navigate(paymentPath(outTradeNo)) },
            )
          }
        >
          {t('ui.physicalRegisterGroup')}
        </Button>
      </div>
    </>
  );
}

function GroupRegisterBody({ hosId }: { hosId: HosId }) {
  const { t } = useTranslation();
  const timeZone = useHospitalTimeZone(hosId);
  return (
    <div className="physical-page">
      <section aria-label={t('ui.physicalGroupRegister')}>
        <GroupForm hosId={hosId} timeZone={timeZone} />
      </section>
      <section aria-labelledby="physical-groups-title">
        <Typography.Title level={4} id="physical-groups-title">
          {t('ui.physicalGroups')}
        </Typography.Title>
        <BookingList hosId={hosId} timeZone={timeZone} kind="group" />
      </section>
    </div>
  );
}

/** /physical/group-register (leader only): a group from a member file, paid once. */
export function PhysicalGroupRegisterRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <GroupRegisterBody key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { PhysicalGroupRegisterRoute as Component };
