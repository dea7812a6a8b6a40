import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Space, Spin, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  questionnaireEditorCalls as calls,
  type BuilderQuestionnaire,
  type QuestionnaireRow,
} from '@portal/shared/console';
import { useConsole, useHosId } from '../../app/hospital-context.tsx';
import { callApi, errorText } from '../../lib/api.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { QuestionnaireBuilder } from './questionnaire-builder.tsx';
import { QuestionnaireResults } from './questionnaire-results.tsx';
import './i18n.ts';

/**
 * The hospital's questionnaires (docs/console-content.md#questionnaires): the list with each one's state and counts;
 * build a new one, edit, copy, publish or unpublish one, and read its results.
 */
export default function QuestionnairesPage() {
  const { t } = useTranslation();
  const hosId = useHosId();
  const { me } = useConsole();
  const canEdit = me.permissions.includes('content.edit');
  const { message } = App.useApp();
  const client = useQueryClient();
  const key = ['console', hosId, 'questionnaire-editor'];
  const list = useQuery({
    queryKey: key,
    queryFn: () => callApi(calls.listConsoleQuestionnaires, { params: { hosId } }),
  });
  // null: the list; 'new': a new questionnaire; an id: that one in the builder.
  const [open, setOpen] = useState<string | null>(null);
  const [results, setResults] = useState<string | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: key });

  const setActive = useMutation({
    mutationFn: (a: { questionnaireId: string; active: boolean }) =>
      callApi(calls.setQuestionnaireActive, {
        params: { hosId, questionnaireId: a.questionnaireId },
        body: { active: a.active },
      }),
    onSuccess: (q) => {
      void message.success(
        t(q.active ? 'questionnaires.publishedDone' : 'questionnaires.unpublishedDone'),
      );
      refresh();
    },
    onError: (e) => void message.error(errorText(e)),
  });
  const copy = useMutation({
    mutationFn: (questionnaireId: string) =>
      callApi(calls.copyQuestionnaire, { params: { hosId, questionnaireId } }),
    onSuccess: (q) => {
      void message.success(t('questionnaires.copied'));
      refresh();
      setOpen(q.questionnaireId);
    },
    onError: (e) => void message.error(errorText(e)),
  });

  if (open !== null)
    return (
      <>
        <h1>{t('menu.questionnaires')}</h1>
        <Button onClick={() => setOpen(null)} style={{ marginBottom: 16 }}>
          {t('questionnaires.back')}
        </Button>
        {open === 'new' ? (
          <QuestionnaireBuilder
            saved={null}
            canEdit={canEdit}
            onSaved={(q) => setOpen(q.questionnaireId)}
          />
        ) : (
          <SavedBuilder questionnaireId={open} canEdit={canEdit} />
        )}
      </>
    );

  return (
    <>
      <h1>{t('menu.questionnaires')}</h1>
      <p>{t('questionnaires.intro')}</p>
      {canEdit && (
        <Button type="primary" onClick={() => setOpen('new')} style={{ marginBottom: 16 }}>
          {t('questionnaires.new')}
        </Button>
      )}
      {list.isError && <Alert type="error" showIcon role="alert" title={errorText(list.error)} />}
      <Table
        rowKey="questionnaireId"
        loading={list.isPending}
        dataSource={list.data ?? []}
        aria-label={t('menu.questionnaires')}
        locale={{ emptyText: t('questionnaires.none') }}
        columns={[
          {
            title: t('questionnaires.title'),
            key: 'title',
            render: (_: unknown, q: QuestionnaireRow) => q.title[currentLanguage()],
          },
          {
            title: t('questionnaires.kind'),
            dataIndex: 'kind',
            render: (k: QuestionnaireRow['kind']) => t(`questionnaires.kind.${k}`),
          },
          {
            title: t('questionnaires.status'),
            dataIndex: 'active',
            render: (active: boolean) => (
              <Tag color={active ? 'success' : 'default'} variant="outlined">
                {t(active ? 'questionnaires.published' : 'questionnaires.draft')}
              </Tag>
            ),
          },
          { title: t('questionnaires.questionCount'), dataIndex: 'questionCount' },
          { title: t('questionnaires.responseCount'), dataIndex: 'responseCount' },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_: unknown, q: QuestionnaireRow) => (
              <Space wrap>
                <Button size="small" onClick={() => setOpen(q.questionnaireId)}>
                  {t(canEdit ? 'questionnaires.edit' : 'questionnaires.open')}
                </Button>
                <Button size="small" onClick={() => setResults(q.questionnaireId)}>
                  {t('questionnaires.results')}
                </Button>
                {canEdit && (
                  <>
                    <Button
                      size="small"
                      loading={copy.isPending && copy.variables === q.questionnaireId}
                      onClick={() => copy.mutate(q.questionnaireId)}
                    >
                      {t('questionnaires.copy')}
                    </Button>
                    <Button
                      size="small"
                      type={q.active ? 'default' : 'primary'}
                      data-testid={`questionnaire-active-${q.questionnaireId}`}
                      onClick={() =>
                        setActive.mutate({ questionnaireId: q.questionnaireId, active: !q.active })
                      }
                    >
                      {t(q.active ? 'questionnaires.unpublish' : 'questionnaires.publish')}
                    </Button>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
      {results && (
        <QuestionnaireResults questionnaireId={results} onClose={() => setResults(null)} />
      )}
    </>
  );
}

function SavedBuilder(props: { questionnaireId: string; canEdit: boolean }) {
  const hosId = useHosId();
  const client = useQueryClient();
  const queryKey = ['console', hosId, 'questionnaire-editor', props.questionnaireId];
  const saved = useQuery({
    queryKey,
    queryFn: () =>
      callApi(calls.getConsoleQuestionnaire, {
        params: { hosId, questionnaireId: props.questionnaireId },
      }),
    // The builder holds a draft: a refetch in the background must not replace what is being edited.
    staleTime: Infinity,
  });
  if (saved.isError) return <Alert type="error" showIcon title={errorText(saved.error)} />;
  if (!saved.data) return <Spin />;
  return (
    <QuestionnaireBuilder
      key={saved.dataUpdatedAt}
      saved={saved.data}
      canEdit={props.canEdit}
      onSaved={(q: BuilderQuestionnaire) => client.setQueryData(queryKey, q)}
    />
  );
}
