import { AlertFilled, MedicineBoxOutlined, PhoneFilled } from '@ant-design/icons';
import { Empty } from 'antd';
import { emergencyFor, type EmergencySetting, type HosId } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button/link-button.tsx';
import { SearchBox } from '../../../components/search-box/search-box.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useSymptomSearch } from '../api/get-guide.ts';
import { departmentBookingPath, symptomKeyword } from '../utils/booking-path.ts';

/**
 * 'Which department should I see?' — a symptom in Chinese or English (or the pinyin initials of a Chinese one) finds
 * the departments that see it; each leads into booking at that department. A symptom the hospital treats as an
 * emergency (its `emergency` setting) is answered first with the hospital's advice and its number to call, above any
 * booking, as soon as the patient's words or a symptom found name one.
 */
export function SymptomHelper({
  hosId,
  businessType,
  emergency = null,
}: {
  hosId: HosId;
  businessType?: string;
  emergency?: EmergencySetting | null;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const matches = useSymptomSearch(hosId, keyword);
  const urgent = keyword
    ? emergencyFor([keyword, ...(matches.data ?? []).map((m) => m.name)], emergency)
    : null;

  let result = null;
  if (keyword && matches.isError) {
    result = <p role="alert">{errorText(matches.error)}</p>;
  } else if (keyword && matches.data?.length === 0) {
    result = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <span data-testid="symptom-none">{t('ui.symptomNoMatch', { text: keyword })}</span>
        }
      />
    );
  } else if (keyword && matches.data) {
    result = (
      <ul className="symptom-helper__matches" aria-live="polite">
        {matches.data.map((m) => (
          <li
            key={m.symptomId}
            className="symptom-helper__match"
            data-testid={`symptom-${m.symptomId}`}
          >
            <span className="symptom-helper__symptom">{m.name}</span>
            <span className="symptom-helper__dept">
              <MedicineBoxOutlined aria-hidden /> {m.deptName}
            </span>
            <LinkButton
              type="primary"
              to={departmentBookingPath(m, businessType)}
              data-testid="symptom-book"
            >
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
      <SearchBox
        testId="symptom-search"
        placeholder={t('ui.symptomSearchPlaceholder')}
        maxLength={30}
        value={keyword}
        onSearch={(text) => setKeyword(symptomKeyword(text))}
      />
      {urgent && (
        <div role="alert" className="symptom-helper__emergency" data-testid="symptom-emergency">
          <p className="symptom-helper__emergency-title">
            <AlertFilled aria-hidden /> {t('ui.symptomEmergencyTitle')}
          </p>
          <p>{urgent.advice}</p>
          <a
            className="symptom-helper__emergency-call"
            href={`tel:${urgent.phone}`}
            data-testid="symptom-emergency-call"
          >
            <PhoneFilled aria-hidden /> {t('ui.symptomEmergencyCall', { phone: urgent.phone })}
          </a>
        </div>
      )}
      {result}
    </section>
  );
}
