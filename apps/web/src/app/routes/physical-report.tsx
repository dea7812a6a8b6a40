import '../../features/physical/physical.css';
import { Button, Empty, Table, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PhysicalMember, HosId } from '@portal/shared';
import { usePhysicalBookings } from '../../features/physical/api/get-physical-data.ts';
import { StatusTag } from '../../features/physical/components/booking-list.tsx';
import { ReportView } from '../../features/physical/components/report-view.tsx';
import { errorText } from '../../lib/error-text.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

interface Person {
  key: string;
  bookingId: string;
  row: number;
  name: string;
  packageName: string;
  examDate: string;
  status: PhysicalMember['status'];
}

function ReportBody({ hosId }: { hosId: HosId }) {
  const { t } = useTranslation();
  const timeZone = useHospitalTimeZone(hosId);
  const [params, setParams] = useSearchParams();
  const bookings = usePhysicalBookings(hosId);
  const bookingId = params.get('bookingId') ?? '';
  const row = Number(params.get('row') ?? '0');
  if (bookings.isError) return <Empty description={errorText(bookings.error, timeZone)} />;
  // Everyone of the account's paid bookings: its own patients' and each group member.
  const people: Person[] = (bookings.data ?? [])
    .filter((b) => b.status === 'booked')
    .flatMap((b) =>
      b.kind === 'single'
        ? [
            {
              key: `${b.bookingId}-0`,
              bookingId: b.bookingId,
              row: 0,
              name: b.patientName,
              packageName: b.packageName,
              examDate: b.examDate,
              status: b.personStatus,
            },
          ]
        : b.members.map((m) => ({
            key: `${b.bookingId}-${m.row}`,
            bookingId: b.bookingId,
            row: m.row,
            name: m.name,
            packageName: b.packageName,
            examDate: b.examDate,
            status: m.status,
          })),
    );
  return (
    <div className="physical-page">
      {bookingId ? (
        <section aria-label={t('ui.physicalReport')}>
          <ReportView hosId={hosId} bookingId={bookingId} row={row} timeZone={timeZone} />
        </section>
      ) : null}
      <Typography.Title level={4}>{t('ui.physicalMembers')}</Typography.Title>
      <Table
        size="small"
        rowKey="key"
        loading={bookings.isPending}
        dataSource={people}
        data-testid="physical-report-people"
        locale={{ emptyText: t('ui.physicalNoReports') }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { title: t('ui.physicalPerson'), dataIndex: 'name' },
          { title: t('ui.physicalPackage'), dataIndex: 'packageName' },
          { title: t('ui.physicalChooseDate'), dataIndex: 'examDate' },
          {
            title: t('ui.physicalState'),
            key: 'status',
            render: (_: unknown, p: Person) => <StatusTag status={p.status} />,
          },
          {
            title: '',
            key: 'open',
            render: (_: unknown, p: Person) =>
              p.status === 'reported' ? (
                <Button
                  size="small"
                  onClick={() => setParams({ bookingId: p.bookingId, row: String(p.row) })}
                >
                  {t('ui.physicalViewReport')}
                </Button>
              ) : null,
          },
        ]}
      />
    </div>
  );
}

/** /physical/report (leader only): each member's report (and the leader's own) when ready. */
export function PhysicalReportRoute() {
  const hosId = useSessionStore((s) => s.hosId);
  return <RoutePage>{hosId ? <ReportBody key={hosId} hosId={hosId} /> : null}</RoutePage>;
}

export { PhysicalReportRoute as Component };
