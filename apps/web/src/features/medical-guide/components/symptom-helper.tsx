import { MedicineBoxOutlined, SearchOutlined } from '@ant-design/icons';
import { Empty, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button/link-button.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useSymptomSearch } from '../api/get-guide.ts';
import { departmentBookingPath, symptomKeyword } from '../utils/booking-path.ts';

const DEBOUNCE_MS = 300;

/**
 * Issue 17 item 2: 'which department should I see?' — a symptom in Chinese or English (or the pinyin initials of a
 * Chinese one) finds the departments that see it; each leads into booking at that department.
 */
export function SymptomHelper({ hosId }: { hosId: string }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const next = symptomKeyword(draft);
    if (next === keyword) return;
    const timer = setTimeout(() => setKeyword(next), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, keyword]);
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
            <LinkButton type="primary" to={departmentBookingPath(m)} data-testid="symptom-book">
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
      <Input
        data-testid="symptom-search"
        size="large"
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('ui.symptomSearchPlaceholder')}
        aria-label={t('ui.symptomSearchPlaceholder')}
        maxLength={30}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onPressEnter={() => setKeyword(symptomKeyword(draft))}
      />
      {result}
    </section>
  );
}
