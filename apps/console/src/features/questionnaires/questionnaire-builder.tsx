import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Switch,
} from 'antd';
import { useTranslation } from 'react-i18next';
import {
  questionnaireEditorCalls as calls,
  type BuilderQuestionnaire,
  type QuestionnaireDocument,
} from '@portal/shared/console';
import { QUESTION_KINDS } from '@portal/shared';
import { useHosId } from '../../app/hospital-context.tsx';
import { callApi, errorText } from '../../lib/api.ts';
import { LANGUAGES } from '../../lib/i18n.ts';
import { PreviewFrame } from '../settings/preview-frame.tsx';
import { toPreview } from './to-preview.ts';

const blank = () => ({ 'en-US': '', 'zh-CN': '' });
export const NEW_QUESTIONNAIRE: QuestionnaireDocument = {
  kind: 'out',
  title: { 'en-US': '', 'zh-CN': '' },
  intro: { 'en-US': '', 'zh-CN': '' },
  questions: [],
};

/**
 * The questionnaire builder (docs/console-content.md#questionnaires): the kind, title and introduction in both
 * languages, and the questions in order — each of the four kinds with its options, scale or length. A questionnaire
 * with answers keeps its questions (the fields are read-only and the server refuses a change: QUESTIONNAIRE004).
 */
export function QuestionnaireBuilder(props: {
  saved: BuilderQuestionnaire | null;
  canEdit: boolean;
  onSaved: (q: BuilderQuestionnaire) => void;
}) {
  const { t } = useTranslation();
  const hosId = useHosId();
  const { message } = App.useApp();
  const client = useQueryClient();
  const initial: QuestionnaireDocument = props.saved
    ? {
        kind: props.saved.kind,
        title: props.saved.title,
        intro: props.saved.intro,
        questions: props.saved.questions,
      }
    : NEW_QUESTIONNAIRE;
  const [form] = Form.useForm<QuestionnaireDocument>();
  const [doc, setDoc] = useState<QuestionnaireDocument>(initial);
  const [preview, setPreview] = useState(false);
  const fixed = (props.saved?.responseCount ?? 0) > 0;
  const lockQuestions = fixed || !props.canEdit;

  const save = useMutation({
    mutationFn: (body: QuestionnaireDocument) =>
      props.saved
        ? callApi(calls.saveQuestionnaire, {
            params: { hosId, questionnaireId: props.saved.questionnaireId },
            body,
          })
        : callApi(calls.createQuestionnaire, { params: { hosId }, body }),
    onSuccess: (q) => {
      void message.success(t('questionnaires.saved'));
      void client.invalidateQueries({ queryKey: ['console', hosId, 'questionnaire-editor'] });
      props.onSaved(q);
    },
    onError: (e) => void message.error(errorText(e)),
  });
  const draft = useMemo(() => ({ questionnaire: toPreview(doc) }), [doc]);
  const required = [{ required: true, whitespace: true, message: t('validation.required') }];

  return (
    <>
      {fixed && (
        <Alert
          type="warning"
          showIcon
          data-testid="questionnaire-fixed"
          title={t('questionnaires.fixed', { count: props.saved!.responseCount })}
        />
      )}
      {!props.canEdit && <Alert type="info" showIcon title={t('questionnaires.readOnly')} />}
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        disabled={!props.canEdit}
        onValuesChange={(_, all) => setDoc(all)}
        onFinish={(v) => save.mutate({ ...v, questions: v.questions ?? [] })}
      >
        <Form.Item name="kind" label={t('questionnaires.kind')}>
          <Select
            disabled={lockQuestions}
            options={(['out', 'in'] as const).map((k) => ({
              value: k,
              label: t(`questionnaires.kind.${k}`),
            }))}
          />
        </Form.Item>
        <Row gutter={24}>
          {LANGUAGES.map((lang) => (
            <Col key={lang} xs={24} lg={12} lang={lang}>
              <Form.Item
                name={['title', lang]}
                label={t('questionnaires.titleIn', { lang: t(`language.${lang}`) })}
                rules={required}
              >
                <Input maxLength={200} />
              </Form.Item>
              <Form.Item
                name={['intro', lang]}
                label={t('questionnaires.introIn', { lang: t(`language.${lang}`) })}
              >
                <Input.TextArea rows={2} maxLength={1000} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <h2>{t('questionnaires.questions')}</h2>
        <Form.List name="questions">
          {(fields, { add, remove, move }) => (
            <>
              {fields.map((field, i) => (
                <QuestionCard
                  key={field.key}
                  name={field.name}
                  n={i + 1}
                  last={i === fields.length - 1}
                  locked={lockQuestions}
                  onMove={(by) => move(i, i + by)}
                  onRemove={() => remove(i)}
                />
              ))}
              {!lockQuestions && (
                <Space wrap style={{ marginBottom: 16 }}>
                  {QUESTION_KINDS.map((kind) => (
                    <Button
                      key={kind}
                      onClick={() =>
                        add({
                          kind,
                          text: { 'en-US': '', 'zh-CN': '' },
                          required: kind !== 'text',
                          options:
                            kind === 'single' || kind === 'multiple'
                              ? [
                                  { value: 'a', label: blank() },
                                  { value: 'b', label: blank() },
                                ]
                              : [],
                          scaleMin: kind === 'scale' ? 1 : null,
                          scaleMax: kind === 'scale' ? 5 : null,
                          maxLength: kind === 'text' ? 500 : null,
                        })
                      }
                    >
                      {t('questionnaires.addQuestion')}: {t(`questionnaires.questionKind.${kind}`)}
                    </Button>
                  ))}
                </Space>
              )}
            </>
          )}
        </Form.List>
        <Space wrap>
          {props.canEdit && (
            <Button
              type="primary"
              htmlType="submit"
              loading={save.isPending}
              data-testid="questionnaire-save"
            >
              {t('questionnaires.save')}
            </Button>
          )}
          <Button disabled={false} onClick={() => setPreview((p) => !p)}>
            {preview ? t('questionnaires.hidePreview') : t('questionnaires.preview')}
          </Button>
        </Space>
      </Form>
      {preview && (
        <>
          <p>{t('questionnaires.previewLanguage')}</p>
          <PreviewFrame hosId={hosId} draft={draft} reloadKey={0} />
        </>
      )}
    </>
  );
}

function QuestionCard(props: {
  name: number;
  n: number;
  last: boolean;
  locked: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { name, n, locked } = props;
  const kind = Form.useWatch(['questions', name, 'kind']) as string | undefined;
  const required = [{ required: true, whitespace: true, message: t('validation.required') }];
  return (
    <Card
      size="small"
      title={t('questionnaires.question', { n })}
      style={{ marginBottom: 16 }}
      data-testid={`question-${n}`}
      extra={
        !locked && (
          <Space>
            <Button
              size="small"
              disabled={n === 1}
              aria-label={t('questionnaires.moveUp', { n })}
              onClick={() => props.onMove(-1)}
            >
              ↑
            </Button>
            <Button
              size="small"
              disabled={props.last}
              aria-label={t('questionnaires.moveDown', { n })}
              onClick={() => props.onMove(1)}
            >
              ↓
            </Button>
            <Button size="small" danger onClick={props.onRemove}>
              {t('questionnaires.remove', { n })}
            </Button>
          </Space>
        )
      }
    >
      <Space wrap align="end">
        <Form.Item name={[name, 'kind']} label={t('questionnaires.questionKind', { n })}>
          <Select
            disabled={locked}
            style={{ minWidth: 160 }}
            options={QUESTION_KINDS.map((k) => ({
              value: k,
              label: t(`questionnaires.questionKind.${k}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name={[name, 'required']}
          label={t('questionnaires.required')}
          valuePropName="checked"
        >
          <Switch disabled={locked} />
        </Form.Item>
        {kind === 'scale' && (
          <>
            <Form.Item name={[name, 'scaleMin']} label={t('questionnaires.scaleMin')}>
              <InputNumber min={0} max={99} precision={0} disabled={locked} />
            </Form.Item>
            <Form.Item name={[name, 'scaleMax']} label={t('questionnaires.scaleMax')}>
              <InputNumber min={1} max={100} precision={0} disabled={locked} />
            </Form.Item>
          </>
        )}
        {kind === 'text' && (
          <Form.Item name={[name, 'maxLength']} label={t('questionnaires.maxLength')}>
            <InputNumber min={1} max={2000} precision={0} disabled={locked} />
          </Form.Item>
        )}
      </Space>
      <Row gutter={24}>
        {LANGUAGES.map((lang) => (
          <Col key={lang} xs={24} lg={12} lang={lang}>
            <Form.Item
              name={[name, 'text', lang]}
              label={t('questionnaires.textIn', { lang: t(`language.${lang}`) })}
              rules={required}
            >
              <Input maxLength={500} disabled={locked} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      {(kind === 'single' || kind === 'multiple') && (
        <Form.List name={[name, 'options']}>
          {(options, { add, remove }) => (
            <fieldset>
              <legend>{t('questionnaires.options')}</legend>
              {options.map((o, i) => (
                <Space key={o.key} wrap align="end">
                  <Form.Item
                    name={[o.name, 'value']}
                    label={t('questionnaires.optionValue', { n: i + 1 })}
                    rules={[
                      {
                        required: true,
                        pattern: /^[\w-]{1,40}$/,
                        message: t('validation.required'),
                      },
                    ]}
                  >
                    <Input style={{ width: 110 }} disabled={locked} />
                  </Form.Item>
                  {LANGUAGES.map((lang) => (
                    <Form.Item
                      key={lang}
                      name={[o.name, 'label', lang]}
                      label={t('questionnaires.optionLabel', {
                        n: i + 1,
                        lang: t(`language.${lang}`),
                      })}
                      rules={required}
                    >
                      <Input lang={lang} maxLength={200} disabled={locked} />
                    </Form.Item>
                  ))}
                  {!locked && options.length > 2 && (
                    <Button size="small" onClick={() => remove(o.name)}>
                      {t('questionnaires.removeOption', { n: i + 1 })}
                    </Button>
                  )}
                </Space>
              ))}
              {!locked && (
                <div>
                  <Button
                    size="small"
                    onClick={() =>
                      add({
                        value: `o${options.length + 1}`,
                        label: { 'en-US': '', 'zh-CN': '' },
                      })
                    }
                  >
                    {t('questionnaires.addOption')}
                  </Button>
                </div>
              )}
            </fieldset>
          )}
        </Form.List>
      )}
    </Card>
  );
}
