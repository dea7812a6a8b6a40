import { MedicineBoxOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button/link-button.tsx';
import { SearchBox } from '../../../components/search-box/search-box.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useSymptomSearch } from '../api/get-guide.ts';
import { departmentBookingPath, symptomKeyword } from '../utils/booking-path.ts';

/**
 * Issue 17 item 2: 'which department should I see?' — a symptom in Chinese or English (or the pinyin initials of a
 * Chinese one) finds the departments that see it; each leads into booking at that department.
 */
export function SymptomHelper({ hosId, businessType }: { hosId: string; businessType?: string }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const matches = useSymptomSearch(hosId, keyword);

  let result = null;
  if (keyword && matches.isError) {
    result = <p role="alert">{errorText(matches.error)}</p>;
  } else if (keyword && matches.data?.length === 0) {
    result = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span data-testid="symptom-none">{t('ui.symptomNoMatch', { text: keyword })}</span>} />;
  } else if (keyword && matches.data) {
    result = (
      <ul className="symptom-helper__matches" aria-live="polite">
        {matches.data.map((m) => (
          <li key={m.symptomId} className="symptom-helper__match" data-testid={`symptom-${m.symptomId}`}>
            <span className="symptom-helper__symptom">{m.name}</span>
            <span className="symptom-helper__dept"><MedicineBoxOutlined aria-hidden /> {m.deptName}</span>
            <LinkButton type="primary" to={departmentBookingPath(m, businessType)} data-testid="symptom-book">
              {t('ui.symptomBook', { dept: m.deptName })}
            </LinkButton>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="symptom-helper" aria-labelledby="symptom-helper-title">
      <h3 id="symptom-helper-title">{t('ui.symptomHelperTitle')}</h3>
      <SearchBox testId="symptom-search" placeholder={t('ui.symptomSearchPlaceholder')} maxLength={30} value={keyword}
        onSearch={(text) => setKeyword(symptomKeyword(text))} />
      {result}
    </section>
  );
}
