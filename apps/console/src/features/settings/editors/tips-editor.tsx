import { Form, Input, InputNumber, Select, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TipDoc, TipsDoc } from '../documents.ts';
import { LocalizedInput } from './localized-input.tsx';
import type { EditorProps } from './setting-editor.tsx';

const SHOW_TYPES = [0, 1, 2, 3] as const;
const BUTTON_TYPES = [0, 1, 2] as const;

/**
 * A form per tip popup: its title and content in both languages, how it shows (show type, with the function or URL it
 * needs) and its button (button type, with the countdown or the text before reading to the end). The tip whose tab is
 * open is the one the preview shows.
 */
export function TipsEditor({
  value,
  onChange,
  readOnly,
  selected,
  onSelect,
}: EditorProps<TipsDoc> & { selected: number; onSelect: (index: number) => void }) {
  const { t } = useTranslation();
  const tips = value.tips ?? [];
  const update = (i: number, patch: Partial<TipDoc>) =>
    onChange({ ...value, tips: tips.map((tip, j) => (j === i ? { ...tip, ...patch } : tip)) });
  if (tips.length === 0) return <p>{t('tips.none')}</p>;
  return (
    <Tabs
      activeKey={String(Math.min(selected, tips.length - 1))}
      onChange={(key) => onSelect(Number(key))}
      items={tips.map((tip, i) => ({
        key: String(i),
        label: tip.tipId,
        children: <TipForm tip={tip} readOnly={readOnly} onChange={(patch) => update(i, patch)} />,
      }))}
    />
  );
}

function TipForm({
  tip,
  readOnly,
  onChange,
}: {
  tip: TipDoc;
  readOnly: boolean;
  onChange: (patch: Partial<TipDoc>) => void;
}) {
  const { t } = useTranslation();
  const id = `tip-${tip.tipId}`;
  return (
    <Form layout="vertical">
      <LocalizedInput
        id={`${id}-title`}
        label={t('tips.title')}
        value={tip.title}
        disabled={readOnly}
        onChange={(v) => onChange({ title: v })}
      />
      <LocalizedInput
        id={`${id}-content`}
        label={t('tips.content')}
        value={tip.content}
        disabled={readOnly}
        multiline
        onChange={(v) => onChange({ content: v })}
      />
      <Form.Item label={t('tips.showType')} htmlFor={`${id}-show`}>
        <Select
          id={`${id}-show`}
          value={tip.showType}
          disabled={readOnly}
          onChange={(v: TipDoc['showType']) => onChange({ showType: v })}
          options={SHOW_TYPES.map((v) => ({ value: v, label: t(`tips.showType${v}`) }))}
        />
      </Form.Item>
      {tip.showType === 1 && (
        <Form.Item label={t('tips.joinId')} htmlFor={`${id}-join`}>
          <Input
            id={`${id}-join`}
            value={tip.joinId ?? ''}
            disabled={readOnly}
            onChange={(e) => onChange({ joinId: e.target.value })}
          />
        </Form.Item>
      )}
      {tip.showType === 2 && (
        <Form.Item label={t('tips.url')} htmlFor={`${id}-url`}>
          <Input
            id={`${id}-url`}
            value={tip.url ?? ''}
            disabled={readOnly}
            onChange={(e) => onChange({ url: e.target.value })}
          />
        </Form.Item>
      )}
      <LocalizedInput
        id={`${id}-button`}
        label={t('tips.buttonContent')}
        value={tip.buttonContent}
        disabled={readOnly}
        onChange={(v) => onChange({ buttonContent: v })}
      />
      <Form.Item label={t('tips.buttonType')} htmlFor={`${id}-button-type`}>
        <Select
          id={`${id}-button-type`}
          value={tip.buttonType}
          disabled={readOnly}
          onChange={(v: TipDoc['buttonType']) => onChange({ buttonType: v })}
          options={BUTTON_TYPES.map((v) => ({ value: v, label: t(`tips.buttonType${v}`) }))}
        />
      </Form.Item>
      {tip.buttonType === 1 && (
        <Form.Item label={t('tips.buttonSecond')} htmlFor={`${id}-seconds`}>
          <InputNumber
            id={`${id}-seconds`}
            min={1}
            max={120}
            value={tip.buttonSecond ?? null}
            disabled={readOnly}
            onChange={(v) => onChange({ buttonSecond: v ?? undefined })}
          />
        </Form.Item>
      )}
      {tip.buttonType === 2 && (
        <LocalizedInput
          id={`${id}-before`}
          label={t('tips.beforeButtonContent')}
          value={tip.beforeButtonContent}
          disabled={readOnly}
          onChange={(v) => onChange({ beforeButtonContent: v })}
        />
      )}
    </Form>
  );
}
