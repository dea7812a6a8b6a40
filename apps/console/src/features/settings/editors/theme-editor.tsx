import { Alert, Input, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  AA_TEXT_CONTRAST,
  contrastRatio,
  THEME_TOKENS,
  themeContrastProblems,
} from '@portal/shared';
import type { ThemeDoc } from '../documents.ts';
import type { EditorProps } from './setting-editor.tsx';

const HEX = /^#[0-9a-fA-F]{6}$/;
type Token = (typeof THEME_TOKENS)[number];
/**
 * The tokens patients read text in against white (lib/theme.ts in the patient web says which plays which role): links
 * and buttons (main, hovered main5, pressed main4) and the footer's white text on main2 (the same ratio). The others
 * are backgrounds and borders; their pairs are in the warning above the table (themeContrastProblems).
 */
const TEXT_TOKENS: readonly Token[] = ['main', 'main2', 'main4', 'main5'];

/** A colour per theme token (a colour well and its hex), with each token's contrast against white. */
export function ThemeEditor({ value, onChange, readOnly }: EditorProps<ThemeDoc>) {
  const { t } = useTranslation();
  const set = (token: Token, colour: string) => onChange({ ...value, [token]: colour });
  const complete = THEME_TOKENS.every((token) => HEX.test(value[token] ?? ''));
  const problems = complete ? themeContrastProblems(value) : [];
  return (
    <>
      {problems.length > 0 && (
        <Alert
          type="warning"
          showIcon
          role="status"
          title={t('theme.contrastProblems')}
          description={
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Table
        size="small"
        rowKey="token"
        pagination={false}
        dataSource={THEME_TOKENS.map((token) => ({ token, colour: value[token] ?? '' }))}
        columns={[
          {
            title: t('theme.token'),
            dataIndex: 'token',
            render: (token: string) => <code>{token}</code>,
          },
          {
            title: t('theme.colour'),
            dataIndex: 'colour',
            render: (colour: string, { token }) => (
              <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                <input
                  type="color"
                  aria-label={t('theme.pick', { token })}
                  value={HEX.test(colour) ? colour.toLowerCase() : '#000000'}
                  disabled={readOnly}
                  onChange={(e) => set(token, e.target.value)}
                  style={{ width: 40, height: 32, padding: 0, border: '1px solid #8c8c8c' }}
                />
                <Input
                  aria-label={t('theme.hex', { token })}
                  value={colour}
                  disabled={readOnly}
                  status={HEX.test(colour) ? undefined : 'error'}
                  onChange={(e) => set(token, e.target.value.trim())}
                  style={{ width: 110 }}
                />
              </span>
            ),
          },
          {
            title: t('theme.contrast'),
            key: 'contrast',
            render: (_: unknown, { token, colour }) => {
              if (!TEXT_TOKENS.includes(token)) return <span>{t('theme.background')}</span>;
              if (!HEX.test(colour)) return null;
              const ratio = contrastRatio(colour, '#ffffff');
              return (
                <span>
                  {ratio.toFixed(2)}:1{' '}
                  {ratio >= AA_TEXT_CONTRAST ? (
                    <Tag color="success" variant="outlined">
                      {t('theme.aaPass')}
                    </Tag>
                  ) : (
                    <Tag color="warning" variant="outlined">
                      {t('theme.aaFail')}
                    </Tag>
                  )}
                </span>
              );
            },
          },
        ]}
      />
    </>
  );
}
