import { useRef } from 'react';
import { Button, Input, Space, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useTranslation } from 'react-i18next';
import { wrapSelection, type Format } from './rich-text.ts';

/**
 * Rich text as HTML in a plain text area with a small toolbar that wraps the selection in tags: no editor library, so
 * the console's bundle stays small (apps/console/tooling/bundle-budget.ts). The server cleans what is saved
 * (docs/health-content.md#editing) and the preview shows it as patients will read it.
 */
export function RichTextField({
  id,
  label,
  value,
  onChange,
  disabled,
  lang,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (next: string) => void;
  disabled: boolean;
  lang: string;
}) {
  const { t } = useTranslation();
  const area = useRef<TextAreaRef>(null);
  const apply = (format: Format) => {
    const el = area.current?.resizableTextArea?.textArea;
    if (!el) return;
    let href = '';
    if (format === 'link') {
      href = window.prompt(t('content.rich.linkPrompt'), 'https://') ?? '';
      if (!href) return;
    }
    const next = wrapSelection(value, el.selectionStart, el.selectionEnd, format, href);
    onChange(next.text);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(next.start, next.end);
    });
  };
  const tools: Format[] = ['paragraph', 'heading', 'bold', 'italic', 'bullets', 'numbers', 'link'];
  return (
    <div className="rich-text-field">
      <Space wrap size={4} role="toolbar" aria-label={`${label}: ${t('content.rich.toolbar')}`}>
        {tools.map((f) => (
          <Button key={f} size="small" disabled={disabled} onClick={() => apply(f)}>
            {t(`content.rich.${f}`)}
          </Button>
        ))}
      </Space>
      <Input.TextArea
        ref={area}
        id={id}
        lang={lang}
        value={value}
        disabled={disabled}
        autoSize={{ minRows: 8, maxRows: 24 }}
        spellCheck
        style={{ marginTop: 4, fontFamily: 'monospace' }}
        onChange={(e) => onChange(e.target.value)}
      />
      <Typography.Text type="secondary">{t('content.rich.hint')}</Typography.Text>
    </div>
  );
}
