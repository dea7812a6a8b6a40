import { Card, Empty, Radio, Skeleton, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PhysicalPackage, HosId } from '@portal/shared';
import { errorText } from '../../../lib/error-text.ts';
import { formatFen } from '../../../lib/money.ts';
import { usePhysicalDates, usePhysicalPackages } from '../api/get-physical-data.ts';

export interface PackageDate {
  packageId?: string;
  examDate?: string;
}
interface Props {
  hosId: HosId;
  value: PackageDate;
  onChange: (value: PackageDate) => void;
  /** Whether a package for these users (physical_package_users) suits the patient; one that does not cannot be chosen. */
  suits?: (users: string) => boolean;
}

/**
 * The hospital's packages by type and target group, each with its
 * items and prices; the chosen one's bookable dates with the places left (a full date cannot be chosen).
 */
export function PackageDatePicker({ hosId, value, onChange, suits }: Props) {
  const { t } = useTranslation();
  const packages = usePhysicalPackages(hosId);
  if (packages.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (packages.isError) return <Empty description={errorText(packages.error)} />;
  return (
    <div className="physical-picker">
      <Radio.Group
        className="physical-packages"
        value={value.packageId}
        onChange={(e) => onChange({ packageId: e.target.value as string })}
        aria-label={t('ui.physicalPackages')}
      >
        {packages.data.map((p) => (
          <PackageCard key={p.packageId} pack={p} suited={suits?.(p.users) ?? true} />
        ))}
      </Radio.Group>
      {value.packageId ? (
        <DateChoice
          hosId={hosId}
          packageId={value.packageId}
          value={value.examDate}
          onChange={(examDate) => onChange({ packageId: value.packageId, examDate })}
        />
      ) : null}
    </div>
  );
}

function PackageCard({ pack: p, suited }: { pack: PhysicalPackage; suited: boolean }) {
  const { t } = useTranslation();
  const note = `physical-package-${p.packageId}-note`;
  return (
    <Card
      size="small"
      className={suited ? 'physical-package' : 'physical-package physical-package--unsuited'}
      data-testid={`physical-package-${p.packageId}`}
      title={
        <Radio
          value={p.packageId}
          className="physical-package__choose"
          disabled={!suited}
          aria-describedby={suited ? undefined : note}
        >
          {p.name}
        </Radio>
      }
    >
      <Space size={4} wrap>
        <strong className="physical-package__price" data-testid="physical-package-price">
          {formatFen(p.price)}
        </strong>
        <Tag color="blue">{p.typeName}</Tag>
        <Tag>{p.usersName}</Tag>
      </Space>
      {suited ? null : (
        <p className="physical-package__unsuited" id={note} data-testid="physical-package-unsuited">
          {t('ui.physicalNotForPatient')}
        </p>
      )}
      <p className="physical-package__description">{p.description}</p>
      {p.note && (
        <p className="physical-package__note" data-testid="physical-package-note">
          {p.note}
        </p>
      )}
      <details>
        <summary>
          {t('ui.physicalItems')} ({p.items.length})
        </summary>
        <ul className="physical-package__items">
          {p.items.map((i) => (
            <li key={i.name}>
              <span>{i.name}</span>
              <span>{formatFen(i.price)}</span>
            </li>
          ))}
        </ul>
      </details>
    </Card>
  );
}

function DateChoice({
  hosId,
  packageId,
  value,
  onChange,
}: {
  hosId: HosId;
  packageId: string;
  value?: string;
  onChange: (date: string) => void;
}) {
  const { t } = useTranslation();
  const dates = usePhysicalDates(hosId, packageId);
  if (dates.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (dates.isError) return <Empty description={errorText(dates.error)} />;
  return (
    <fieldset className="physical-dates">
      <legend>{t('ui.physicalChooseDate')}</legend>
      <Radio.Group
        value={value}
        onChange={(e) => onChange(e.target.value as string)}
        optionType="button"
        data-testid="physical-dates"
      >
        {dates.data.map((d) => (
          <Radio.Button
            key={d.date}
            value={d.date}
            disabled={d.left === 0}
            data-testid={`physical-date-${d.date}`}
          >
            <span>{d.date}</span> <small>{t('ui.physicalPlacesLeft', { left: d.left })}</small>
          </Radio.Button>
        ))}
      </Radio.Group>
    </fieldset>
  );
}
