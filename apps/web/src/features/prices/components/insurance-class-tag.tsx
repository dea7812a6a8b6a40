import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InsuranceClass } from '@portal/shared';

const COLOR: Record<InsuranceClass, string> = { A: 'success', B: 'blue', self: 'default' };

/** The national insurance class (甲 A / 乙 B / self-pay) as a word, colour only as a help. */
export function InsuranceClassTag({ value }: { value: InsuranceClass }) {
  const { t } = useTranslation();
  return (
    <Tag className="price-insurance" color={COLOR[value]} data-testid="price-insurance">
      {t(`ui.insuranceClass.${value}`)}
    </Tag>
  );
}
