import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../apps/server/src/demo/seed-staff.ts';
import { ConsolePage } from '../pages/console-page.ts';
import { useJourneyServer } from '../pages/journey-server.ts';
import { axeViolations } from '../support/axe.ts';
import { screenshot } from '../support/browser.ts';

/**
 * The content editors at 1001's console (docs/console-content.md), on a server of the journey's own: an editor drafts
 * the next version of the user service agreement in both languages, previews it in the framed portal and publishes it,
 * and the demo patient is asked to accept it; the editor builds a questionnaire with a question of each kind, previews
 * and publishes it, and the patient is asked it. The auditor reads both pages with no button that changes anything,
 * and the server refuses the auditor's writes.
 */
const journey = useJourneyServer();
const staff = (role: string) => DEMO_STAFF.find((s) => s.role === role && s.hosId === '1001')!;
const PREVIEW = 'Preview of the patient portal';

async function signedIn(role: string) {
  const c = await ConsolePage.open(journey.browser, journey.server.baseUrl);
  await c.signIn(staff(role).phone, staff(role).totpSecret);
  return c;
}

/** The editor signs in once: an authenticator code is accepted once, and both journeys are the same person's. */
let editorPage: ConsolePage | undefined;
const signedInEditor = async () => (editorPage ??= await signedIn('editor'));
afterAll(async () => editorPage?.close());

async function noAxeViolations(c: ConsolePage) {
  // Not over a button: axe would measure its hover colour.
  await c.page.mouse.move(0, 0);
  await c.page.waitForFunction(() => !document.querySelector('.ant-spin-spinning'));
  expect(await axeViolations(c.page)).toEqual([]);
}

describe("the console's content editors", () => {
  it('an editor drafts, previews and publishes a notice; the patient is asked to accept it', async () => {
    const stamp = Date.now();
    const editor = await signedInEditor();
    await editor.openMenu('Notices');
    await editor.page.getByRole('heading', { name: 'Notices' }).waitFor();
    await editor.page.getByRole('tab', { name: 'User service agreement' }).click();
    await editor.page.getByLabel('Title (English)').fill(`Terms of service ${stamp}`);
    await editor.page
      .getByLabel('Content (English, HTML)')
      .fill('<p>Card balances now pay bills.</p>');
    await editor.page.getByLabel('Title (Chinese)').fill(`用户服务协议 ${stamp}`);
    await editor.page.getByLabel('Content (Chinese, HTML)').fill('<p>就诊卡余额现可支付账单。</p>');
    await editor.page.getByRole('button', { name: 'Save draft' }).click();
    await editor.page.getByText('Draft saved', { exact: true }).waitFor();
    await editor.page.getByText(/Draft saved by/).waitFor();
    await noAxeViolations(editor);

    // Saved, not published: the patient still reads the old text.
    const patient = await journey.visit('1001');
    await patient.goto('/other/instructions');
    await patient.waitForTitle('Instructions');
    await patient.testId('notice-label-USER_SERVICE').waitFor();
    expect(await patient.testId('notice-label-USER_SERVICE').textContent()).not.toContain(
      String(stamp),
    );

    await editor.page.getByRole('button', { name: 'Preview as the patient sees it' }).click();
    const framed = editor.page.frameLocator(`iframe[title="${PREVIEW}"]`);
    await framed.getByTestId('preview-notice').getByText('Card balances now pay bills.').waitFor();
    await screenshot(editor.page, 'console-notice-preview');

    await editor.page.getByTestId('notice-publish').click();
    await editor.page.locator('.ant-popconfirm').getByRole('button', { name: 'Publish' }).click();
    await editor.page.getByText(/^Version \d+ published$/).waitFor();

    await patient.page.reload();
    const doc = patient.testId('notice-USER_SERVICE');
    await doc.waitFor();
    expect(await patient.testId('notice-label-USER_SERVICE').textContent()).toContain(
      `Terms of service ${stamp}`,
    );
    expect(await doc.textContent()).toContain('Card balances now pay bills.');
    await doc.getByTestId('notice-accept').waitFor();
    await patient.close();
  });

  it('an editor builds a questionnaire with a question of each kind and publishes it; the patient is asked it', async () => {
    const title = `Our pharmacy ${Date.now()}`;
    const editor = await signedInEditor();
    await editor.openMenu('Questionnaires');
    await editor.page.getByRole('heading', { name: 'Questionnaires' }).waitFor();
    await editor.page.getByRole('button', { name: 'New questionnaire' }).click();
    await editor.page.getByLabel('Title (English)').fill(title);
    await editor.page.getByLabel('Title (Chinese)').fill('我们的药房');
    const texts: [string, string, string][] = [
      ['One choice', 'Did you find the pharmacy?', '您找到药房了吗？'],
      ['Several choices', 'What helped you?', '哪些对您有帮助？'],
      ['Scale', 'How was the wait?', '等候时间如何？'],
      ['Free text', 'Anything else?', '其他意见？'],
    ];
    for (const [i, [kind, en, zh]] of texts.entries()) {
      await editor.page.getByRole('button', { name: `Add question: ${kind}` }).click();
      const card = editor.page.getByTestId(`question-${i + 1}`);
      await card.getByLabel('Question text (English)').fill(en);
      await card.getByLabel('Question text (Chinese)').fill(zh);
      if (i < 2)
        for (const n of [1, 2]) {
          await card.getByLabel(`Option ${n} (English)`).fill(n === 1 ? 'Yes' : 'No');
          await card.getByLabel(`Option ${n} (Chinese)`).fill(n === 1 ? '是' : '否');
        }
    }
    await editor.page.getByTestId('questionnaire-save').click();
    await editor.page.getByText('Questionnaire saved').waitFor();
    await noAxeViolations(editor);

    await editor.page.getByRole('button', { name: 'Preview as the patient sees it' }).click();
    const framed = editor.page.frameLocator(`iframe[title="${PREVIEW}"]`);
    await framed.getByTestId('preview-questionnaire').getByText('How was the wait?').waitFor();
    await screenshot(editor.page, 'console-questionnaire-preview');

    await editor.page.getByRole('button', { name: 'Back to the list' }).click();
    const row = editor.page.getByRole('row').filter({ hasText: title });
    await row.getByText('Draft').waitFor();
    await row.getByRole('button', { name: 'Publish' }).click();
    await editor.page.getByText('Questionnaire published').waitFor();
    await row.getByText('Published').waitFor();

    const patient = await journey.visit('1001');
    await patient.goto('/other/multi-patient/out-questionnaire');
    await patient.waitForTitle('Outpatient questionnaire');
    await patient.page.locator('.patient-picker__option', { hasText: 'Liu Guifang' }).click();
    await patient.testId('multi-patient-confirm').click();
    await patient.page.getByText(title).waitFor();
    await patient.close();
  });

  it('the auditor reads the content pages with no button that changes anything, and the server refuses their writes', async () => {
    const auditor = await signedIn('auditor');
    await auditor.openMenu('Notices');
    await auditor.page.getByRole('heading', { name: 'Notices' }).waitFor();
    await auditor.page.getByText('your role cannot change them').waitFor();
    expect(await auditor.page.getByRole('button', { name: 'Save draft' }).count()).toBe(0);
    expect(await auditor.page.getByRole('button', { name: 'Publish' }).count()).toBe(0);
    await noAxeViolations(auditor);

    await auditor.openMenu('Questionnaires');
    await auditor.page.getByRole('heading', { name: 'Questionnaires' }).waitFor();
    await auditor.page.getByRole('row').filter({ hasText: 'Your outpatient visit' }).waitFor();
    expect(await auditor.page.getByRole('button', { name: 'New questionnaire' }).count()).toBe(0);
    expect(
      await auditor.page.getByRole('button', { name: /^(Publish|Unpublish|Copy)$/ }).count(),
    ).toBe(0);
    await noAxeViolations(auditor);

    const refused = await auditor.call(
      'POST',
      '/console/api/hospitals/1001/questionnaire-editor/out-visit/active',
      { active: false },
    );
    expect(refused).toMatchObject({ status: 403, body: { messageKey: 'STAFF006' } });
    const draft = await auditor.call(
      'PUT',
      '/console/api/hospitals/1001/notice-editor/REFUND_NOTICE/draft',
      {
        texts: {
          'en-US': { title: 'x', content: 'x' },
          'zh-CN': { title: 'x', content: 'x' },
        },
      },
    );
    expect(draft).toMatchObject({ status: 403, body: { messageKey: 'STAFF006' } });
    await auditor.close();
  });
});
