import { EnvironmentOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { GuideSection } from '@portal/shared';
import { SafeHtml } from '../../../components/safe-html/safe-html.tsx';

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
