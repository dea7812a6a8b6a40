import '../medical-guide.css';
import { EnvironmentOutlined } from '@ant-design/icons';
import { Empty, Skeleton, Tabs, Tag } from 'antd';
import type { EmergencySetting, GuideSection, HosId } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/safe-html/safe-html.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useGuide } from '../api/get-guide.ts';
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

/** One section as patients read it: the guide above shows it, and the staff console's preview a section being edited. */
export function GuideSectionView({ section: s }: { section: GuideSection }) {
  return (
    <section className="medical-guide__section" data-testid={`guide-${s.guideId}`}>
      <h3>
        {s.title} {s.areaName && <Tag icon={<EnvironmentOutlined aria-hidden />}>{s.areaName}</Tag>}
      </h3>
      <SafeHtml className="rich-text" html={s.content} />
    </section>
  );
}
