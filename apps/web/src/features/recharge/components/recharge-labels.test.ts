import { afterEach, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../../lib/i18n.ts';
import { ruleText } from './recharge-labels.tsx';

const limits = [
  { key: 'RECHARGE003', params: { amount: '1.00' } },
  { key: 'RECHARGE002', params: { amount: '5000.00' } },
];

afterEach(async () => setLanguage('en-US'));

it("joins a rule's sentences with the reader's own full stop", async () => {
  expect(ruleText(i18n.t, limits)).toMatch(/¥1\.00\. \S/);
  await setLanguage('zh-CN');
  const zh = ruleText(i18n.t, limits);
  expect(zh).toContain('。');
  expect(zh).not.toContain('. ');
});
