import { describe, expect, it } from 'vitest';
import { useJourneyServer } from '../pages/journey-server.ts';

/**
 * Questionnaires in Chromium at 1001, on a server of the journey's own (an answer stays stored): the demo account picks
 * one of its linked patients on /other/multi-patient/out-questionnaire, opens the outpatient questionnaire about that
 * patient's recent visit (sandbox HIS), is told which required questions are missing, answers every kind of question,
 * sees the thanks page, and on a second attempt is told the questionnaire was answered already.
 */
const journey = useJourneyServer();

describe('questionnaires', () => {
  it('answers the outpatient questionnaire, sees the thanks page, and a second attempt says already answered', async () => {
    const p = await journey.visit('1001');
    await p.goto('/other/multi-patient/out-questionnaire');
    await p.waitForTitle('Outpatient questionnaire');
    // The patient is picked first (Liu Guifang, not the account's default, has visits in the last 90 days).
    const option = p.page.locator('.patient-picker__option', { hasText: 'Liu Guifang' });
    await option.click();
    await p.testId('multi-patient-confirm').click();
    await p.page.waitForURL((u) => u.searchParams.has('patientId'));
    const card = p.testId('questionnaire-out-visit');
    await card.waitFor();
    expect(await card.textContent()).toContain('Your outpatient visit');
    await card.getByTestId('questionnaire-start').click();

    await p.page.waitForURL('**/out-questionnaire/answer?*');
    await p.testId('questionnaire-form').waitFor();
    const answerUrl = p.page.url();
    // Submitting with nothing answered marks the required questions, not the optional one, and sends nothing.
    await p.testId('questionnaire-submit').click();
    await p.testId('question-overall-problem').waitFor();
    expect(await p.testId('question-comment-problem').count()).toBe(0);
    await p.testId('question-overall').getByText('4', { exact: true }).click();
    await p.testId('question-wait').getByText('15 to 30 minutes').click();
    await p.testId('question-went-well').getByText("The doctor's explanation").click();
    await p.testId('question-went-well').getByText('Cleanliness').click();
    await p.testId('question-recommend').getByText('Yes', { exact: true }).click();
    await p
      .testId('question-comment')
      .locator('textarea')
      .fill('The nurse explained everything clearly.');
    expect(await p.page.locator('[data-testid$="-problem"]').count()).toBe(0);
    await p.testId('questionnaire-submit').click();

    await p.page.waitForURL('**/out-questionnaire/thanks?*');
    await p.testId('questionnaire-thanks').getByText('Thank you for your feedback').waitFor();
    await p
      .testId('questionnaire-thanks')
      .getByRole('link', { name: 'Back to questionnaires' })
      .click();
    await p.testId('questionnaire-out-visit').getByTestId('questionnaire-answered').waitFor();

    // A second attempt (the answer page opened again) is told it was answered already.
    await p.page.goto(answerUrl);
    const already = p.testId('questionnaire-already');
    await already.waitFor();
    expect(await already.textContent()).toContain(
      'This patient has already answered this questionnaire',
    );
    expect(await p.testId('questionnaire-form').count()).toBe(0);
  }, 90_000);
});
