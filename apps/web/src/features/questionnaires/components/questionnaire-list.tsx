import '../questionnaires.css';
import { CheckCircleFilled } from '@ant-design/icons';
import { Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  QUESTIONNAIRE_VISIT_DAYS,
  type Language,
  type QuestionnaireKind,
  type QuestionnaireVisit,
  type HosId,
} from '@portal/shared';
import { LinkButton } from '../../../components/link-button/link-button.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useQuestionnaires } from '../api/questionnaires.ts';
import { questionnaireAnswerPath } from '../utils/questionnaire-paths.ts';

interface QuestionnaireListProps {
  hosId: HosId;
  patientId: string;
  kind: QuestionnaireKind;
  timeZone: string;
}

/** The line that says which visit (or stay) a questionnaire asks about. */
export function VisitLine({ kind, visit }: { kind: QuestionnaireKind; visit: QuestionnaireVisit }) {
  const { t } = useTranslation();
  const params = { date: visit.date, dept: visit.deptName, detail: visit.detail };
  return (
    <>{t(kind === 'out' ? 'ui.questionnaireAboutVisit' : 'ui.questionnaireAboutStay', params)}</>
  );
}

/**
 * One patient's questionnaires of a kind — the recent visits (outpatient, last 90 days) or stays
 * (inpatient, discharged in the last year) they are about, and each questionnaire to answer or answered already.
 */
export function QuestionnaireList({ hosId, patientId, kind, timeZone }: QuestionnaireListProps) {
  const { t, i18n } = useTranslation();
  const list = useQuestionnaires(hosId, patientId, kind);
  if (list.isError)
    return (
      <Empty
        className="page-empty"
        description={<span data-testid="questionnaires-error">{errorText(list.error)}</span>}
      />
    );
  if (!list.data) return <Skeleton active paragraph={{ rows: 5 }} />;
  const { visits, items } = list.data;
  if (visits.length === 0) {
    const key = kind === 'out' ? 'ui.questionnaireNoVisits' : 'ui.questionnaireNoStays';
    return (
      <Empty
        className="page-empty"
        description={
          <span data-testid="questionnaires-no-visits">
            {t(key, { days: QUESTIONNAIRE_VISIT_DAYS[kind] })}
          </span>
        }
      />
    );
  }
  return (
    <div className="questionnaire-list" data-testid="questionnaire-list">
      <section aria-labelledby="questionnaire-visits-title">
        <p className="questionnaire-visits__title" id="questionnaire-visits-title">
          {t(kind === 'out' ? 'ui.questionnaireRecentVisits' : 'ui.questionnaireRecentStays')}
        </p>
        <ul className="questionnaire-visits">
          {visits.map((v) => (
            <li key={v.visitId}>
              {t('ui.questionnaireVisit', { date: v.date, dept: v.deptName, detail: v.detail })}
            </li>
          ))}
        </ul>
      </section>
      {items.length === 0 && (
        <Empty
          description={<span data-testid="questionnaires-none">{t('ui.questionnaireNone')}</span>}
        />
      )}
      {items.map((q) => (
        <Card
          key={q.questionnaireId}
          title={q.title}
          data-testid={`questionnaire-${q.questionnaireId}`}
        >
          <p>{q.intro}</p>
          <p className="questionnaire-card__about">
            <VisitLine kind={kind} visit={q.visit} />
          </p>
          <div className="questionnaire-card__foot">
            <span>{t('ui.questionnaireQuestionCount', { count: q.questionCount })}</span>
            {q.answeredAt ? (
              <span className="questionnaire-card__answered" data-testid="questionnaire-answered">
                <CheckCircleFilled aria-hidden />{' '}
                {t('ui.questionnaireAnsweredOn', {
                  date: formatDateTime(q.answeredAt, timeZone, i18n.language as Language),
                })}
              </span>
            ) : (
              <LinkButton
                type="primary"
                to={questionnaireAnswerPath(kind, patientId, q.questionnaireId)}
                data-testid="questionnaire-start"
              >
                {t('ui.questionnaireStart')}
              </LinkButton>
            )}
          </div>
        </Card>
      ))}
    </div>
  );
}
