import { hosIdOf } from '@portal/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuestionnaireDetail } from '@portal/shared';
import {
  errorResponse,
  okResponse,
  renderWithProviders,
  sentBody,
  signInForTest,
  stubFetch,
} from '../../../testing/render.tsx';
import { QuestionnaireForm } from './questionnaire-form.tsx';

const DETAIL: QuestionnaireDetail = {
  questionnaireId: 'out-visit',
  kind: 'out',
  title: 'Your outpatient visit',
  intro: 'Tell us',
  questionCount: 4,
  answeredAt: null,
  visit: { visitId: 'F1', date: '2026-11-20', deptName: 'Cardiology', detail: 'Dr Li' },
  questions: [
    {
      questionId: 'overall',
      kind: 'scale',
      text: 'Overall?',
      required: true,
      options: [],
      scaleMin: 1,
      scaleMax: 5,
      maxLength: null,
    },
    {
      questionId: 'wait',
      kind: 'single',
      text: 'Wait?',
      required: true,
      options: [
        { value: 'short', label: 'Short' },
        { value: 'long', label: 'Long' },
      ],
      scaleMin: null,
      scaleMax: null,
      maxLength: null,
    },
    {
      questionId: 'good',
      kind: 'multiple',
      text: 'Good?',
      required: true,
      options: [
        { value: 'doctor', label: 'Doctor' },
        { value: 'clean', label: 'Clean' },
      ],
      scaleMin: null,
      scaleMax: null,
      maxLength: null,
    },
    {
      questionId: 'comment',
      kind: 'text',
      text: 'Comment?',
      required: false,
      options: [],
      scaleMin: null,
      scaleMax: null,
      maxLength: 20,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

const render = (onDone = vi.fn()) => {
  renderWithProviders(
    <QuestionnaireForm
      hosId={hosIdOf('1001')}
      patientId="p1"
      questionnaireId="out-visit"
      timeZone="Asia/Shanghai"
      onDone={onDone}
    />,
    { route: '/other/multi-patient/out-questionnaire/answer' },
  );
  return onDone;
};

describe('QuestionnaireForm', () => {
  it('marks the required questions left out without sending anything, then sends every kind of answer', async () => {
    signInForTest(hosIdOf('1001'));
    const mock = stubFetch((url, init) => {
      if (url.startsWith('/questionnaires/api/info')) return okResponse(DETAIL);
      if (url.startsWith('/questionnaires/api/submit') && init?.method === 'POST')
        return okResponse({ questionnaireId: 'out-visit', submittedAt: '2026-11-27T08:00:00Z' });
      throw new Error(`unexpected ${url}`);
    });
    const onDone = render();
    fireEvent.click(await screen.findByLabelText('Short'));
    fireEvent.click(screen.getByTestId('questionnaire-submit'));
    expect(await screen.findByTestId('question-overall-problem')).toHaveProperty(
      'textContent',
      'Please answer this question.',
    );
    expect(screen.getByTestId('question-good-problem')).toBeTruthy();
    expect(screen.queryByTestId('question-wait-problem')).toBeNull();
    expect(screen.queryByTestId('question-comment-problem'), 'optional').toBeNull();
    expect(screen.getByTestId('questionnaire-fix')).toBeTruthy();
    expect(mock.mock.calls.some(([url]) => url.startsWith('/questionnaires/api/submit'))).toBe(
      false,
    );

    fireEvent.click(within(screen.getByTestId('question-overall')).getByLabelText('4'));
    expect(screen.queryByTestId('question-overall-problem'), 'fixed at once').toBeNull();
    fireEvent.click(screen.getByLabelText('Doctor'));
    fireEvent.click(screen.getByLabelText('Clean'));
    fireEvent.change(within(screen.getByTestId('question-comment')).getByRole('textbox'), {
      target: { value: 'Kind staff' },
    });
    fireEvent.click(screen.getByTestId('questionnaire-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const submit = mock.mock.calls.findIndex(([url]) =>
      url.startsWith('/questionnaires/api/submit'),
    );
    expect(sentBody(mock, submit)).toEqual({
      hosId: '1001',
      patientId: 'p1',
      questionnaireId: 'out-visit',
      visitId: 'F1',
      answers: [
        { questionId: 'overall', score: 4 },
        { questionId: 'wait', choices: ['short'] },
        { questionId: 'good', choices: ['doctor', 'clean'] },
        { questionId: 'comment', text: 'Kind staff' },
      ],
    });
  });

  it("the server's refusal is shown (answered from another tab meanwhile: QUESTIONNAIRE003)", async () => {
    signInForTest(hosIdOf('1001'));
    stubFetch((url) =>
      url.startsWith('/questionnaires/api/info')
        ? okResponse(DETAIL)
        : errorResponse(409, 'QUESTIONNAIRE003'),
    );
    const onDone = render();
    fireEvent.click(within(await screen.findByTestId('question-overall')).getByLabelText('5'));
    fireEvent.click(screen.getByLabelText('Long'));
    fireEvent.click(screen.getByLabelText('Doctor'));
    fireEvent.click(screen.getByTestId('questionnaire-submit'));
    expect((await screen.findByTestId('questionnaire-submit-error')).textContent).toContain(
      'already answered this questionnaire',
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('a patient without a recent visit is told so, with no form to fill', async () => {
    signInForTest(hosIdOf('1001'));
    stubFetch(() => okResponse({ ...DETAIL, visit: null }));
    render();
    expect((await screen.findByTestId('questionnaire-no-visit')).textContent).toContain(
      'No visit in the last 90 days',
    );
    expect(screen.queryByTestId('questionnaire-form')).toBeNull();
  });

  it('a questionnaire answered already says so instead of the form', async () => {
    signInForTest(hosIdOf('1001'));
    stubFetch(() => okResponse({ ...DETAIL, answeredAt: '2026-11-26T02:00:00Z' }));
    render();
    expect((await screen.findByTestId('questionnaire-already')).textContent).toContain(
      'already answered',
    );
    expect(screen.queryByTestId('questionnaire-form')).toBeNull();
  });
});
