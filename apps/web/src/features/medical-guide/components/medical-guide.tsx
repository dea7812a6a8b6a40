import '../medical-guide.css';
import { Empty, Skeleton, Tabs } from 'antd';
import type { EmergencySetting, HosId } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { useGuide } from '../api/get-guide.ts';
import { GuideSectionView } from './guide-section.tsx';
import { SymptomHelper } from './symptom-helper.tsx';

/**
 * /other/medical-guide (no sign-in): the symptom helper first, then the hospital's guide by
 * guide_type (finding departments, floors and buildings per area, visiting hours, what to bring) as tabs.
 */
export function MedicalGuide({
  hosId,
  bookingType,
  emergency,
}: {
  hosId: HosId;
  /** The business type booking opens at. */
  bookingType?: string;
  /** The hospital's emergency symptoms and advice (config emergencyAdvice). */
  emergency: EmergencySetting | null;
}) {
  const { t } = useTranslation();
  const guide = useGuide(hosId);

  let sections;
  if (guide.isError)
    sections = (
      <Empty
        className="page-empty"
        description={<span data-testid="guide-error">{errorText(guide.error)}</span>}
      />
    );
  else if (!guide.data) sections = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (guide.data.sections.length === 0)
    sections = <Empty className="page-empty" description={t('ui.guideEmpty')} />;
  else {
    const data = guide.data;
    sections = (
      <Tabs
        className="medical-guide__types"
        items={data.types.map((type) => ({
          key: type.value,
          label: <span data-testid={`guide-type-${type.value}`}>{type.label}</span>,
          children: data.sections
            .filter((s) => s.guideType === type.value)
            .map((s) => <GuideSectionView key={s.guideId} section={s} />),
        }))}
      />
    );
  }
  return (
    <div className="medical-guide">
      <SymptomHelper hosId={hosId} businessType={bookingType} emergency={emergency} />
      {sections}
    </div>
  );
}
