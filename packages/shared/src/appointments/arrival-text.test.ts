import { describe, expect, it } from 'vitest';
import { statedArrivalMinutes } from './arrival-text.ts';

describe('statedArrivalMinutes', () => {
  it('reads the English phrasings, through markup', () => {
    expect(statedArrivalMinutes('<p>Please arrive 30 minutes early and sign in.</p>')).toEqual([
      30,
    ]);
    expect(
      statedArrivalMinutes('Please arrive at least <b>30 minutes</b> before your appointment.'),
    ).toEqual([30]);
    expect(statedArrivalMinutes('Arrive 15 minutes before your time.')).toEqual([15]);
  });

  it('reads the Chinese phrasings', () => {
    expect(statedArrivalMinutes('<p>请提前30分钟到院并在自助机签到。</p>')).toEqual([30]);
    expect(statedArrivalMinutes('请提前<b>30分钟</b>到院，在自助机签到。')).toEqual([30]);
  });

  it('ignores other numbers of minutes: the no-show limit, the pay deadline, a symptom', () => {
    expect(
      statedArrivalMinutes(
        'If you arrive more than 30 minutes after your appointment time, it becomes invalid.',
      ),
    ).toEqual([]);
    expect(statedArrivalMinutes('Please pay within 15 minutes of booking.')).toEqual([]);
    expect(
      statedArrivalMinutes(
        '胸痛持续超过15分钟，请立即拨打120。超过预约时间30分钟未签到的预约将作废。',
      ),
    ).toEqual([]);
  });
});
