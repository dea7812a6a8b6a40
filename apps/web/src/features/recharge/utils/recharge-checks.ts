import {
  SOCIAL_SECURITY_CARD_TYPE,
  formatYuan,
  hospitalTime,
  rechargeDecision,
  type MessageParams,
  type RechargeAttempt,
  type RechargeLimitsConfig,
  type RechargeOverview,
} from '@portal/shared';

type Rules = RechargeOverview['rules'];
type Card = NonNullable<RechargeOverview['card']>;

export type RuleId = 'card' | 'verify' | 'window' | 'amount' | 'socialCap' | 'dailyCount';

/** One of the hospital's recharge rules in plain words: a catalogue key (or several joined) with its params. */
export interface RuleLine {
  id: RuleId;
  parts: { key: string; params?: MessageParams }[];
}

/**
 * The hospital's rules as the pages state them: the daily window (APPOINT029),
 * the minimum and maximum (RECHARGE003/002), the social-security cap (RECHARGE009) where it applies, and the daily
 * count (RECHARGE012). `cardType` narrows the cap to the card it applies to; without it every configured rule is listed.
 */
export function ruleLines(rules: Rules, cardType?: number): RuleLine[] {
  const limits: RuleLine['parts'] = [
    {
      key: 'RECHARGE003',
      params: { amount: formatYuan(Math.max(1, Math.round(rules.minYuan * 100))) },
    },
  ];
  if (rules.maxYuan > 0)
    limits.push({
      key: 'RECHARGE002',
      params: { amount: formatYuan(Math.round(rules.maxYuan * 100)) },
    });
  const lines: RuleLine[] = [
    {
      id: 'window',
      parts: [{ key: 'APPOINT029', params: { start: rules.start, end: rules.end } }],
    },
    { id: 'amount', parts: limits },
  ];
  if (
    rules.socialCapYuan > 0 &&
    (cardType === undefined || cardType === SOCIAL_SECURITY_CARD_TYPE)
  ) {
    lines.push({
      id: 'socialCap',
      parts: [
        {
          key: 'RECHARGE009',
          params: { amount: formatYuan(Math.round(rules.socialCapYuan * 100)) },
        },
      ],
    });
  }
  if (rules.dailyCount > 0)
    lines.push({
      id: 'dailyCount',
      parts: [{ key: 'RECHARGE012', params: { count: String(rules.dailyCount) } }],
    });
  return lines;
}

export type CheckStatus = 'ok' | 'refused' | 'pending';
export interface CheckLine extends RuleLine {
  status: CheckStatus;
  /** Set when refused: the refusal as the server would word it (message key and params), or a HIS text (verify). */
  refusal?: { key: string; params?: MessageParams } | { text: string };
  /** What makes a refused rule fail when its wording alone does not say it (the window: the hospital's time now). */
  detail?: { key: string; params?: MessageParams };
}

/** What the card verification (checkCardNoV2) said so far. */
export type VerifyState =
  | { status: 'off' }
  | { status: 'pending' }
  | { status: 'ok' }
  | { status: 'refused'; text: string };

export interface CheckInput {
  rules: Rules;
  card: Card;
  todayCount: number;
  /** Integer fen, or null while no valid amount is entered. */
  amountFen: number | null;
  verify: VerifyState;
  now: Date;
  timeZone: string;
}

const CARD_REASONS = new Set([
  'RECHARGE004',
  'RECHARGE005',
  'RECHARGE006',
  'RECHARGE007',
  'RECHARGE008',
]);
const RULE_OF_REASON: Record<string, RuleId> = {
  APPOINT029: 'window',
  RECHARGE010: 'amount',
  RECHARGE003: 'amount',
  RECHARGE002: 'amount',
  RECHARGE009: 'socialCap',
  RECHARGE012: 'dailyCount',
};
const ruleOf = (reason: string): RuleId | undefined =>
  CARD_REASONS.has(reason) ? 'card' : RULE_OF_REASON[reason];

/**
 * Every refusal of this top-up, in the order the shared rule checks them. rechargeDecision — the very rule the server
 * enforces — reports only its first refusal; to explain all of them before paying, that rule is waived and the
 * decision asked again, until it allows. With no amount yet, the amount rules are left out (shown as pending).
 */
export function rechargeRefusals(
  input: Omit<CheckInput, 'verify'>,
): { reason: string; params: MessageParams }[] {
  const { rules, card, todayCount, amountFen, now, timeZone } = input;
  // A working copy each pass may relax (HospitalConfig's fields are read-only).
  const config: { -readonly [K in keyof RechargeLimitsConfig]: RechargeLimitsConfig[K] } = {
    rechargeStartTime: rules.start,
    rechargeEndTime: rules.end,
    rechargeMin: rules.minYuan,
    rechargeMax: rules.maxYuan,
    socialCardRechargeMax: rules.socialCapYuan,
    rechargeDailyCount: rules.dailyCount,
  };
  const attempt: RechargeAttempt = {
    amountFen: amountFen ?? 1,
    cardState: card.state,
    cardType: card.cardType,
    povertyRelief: card.povertyRelief,
    todayCount,
    now,
    timeZone,
  };
  if (amountFen === null)
    Object.assign(config, { rechargeMin: 0, rechargeMax: 0, socialCardRechargeMax: 0 });

  const refusals: { reason: string; params: MessageParams }[] = [];
  // Each pass waives one rule, and there are six: a seventh pass would mean an unknown reason.
  for (let pass = 0; pass < 7; pass++) {
    const decision = rechargeDecision(attempt, config);
    if (decision.allowed) break;
    refusals.push({ reason: decision.reason, params: decision.params });
    const rule = ruleOf(decision.reason);
    if (rule === 'card') Object.assign(attempt, { cardState: 'normal', povertyRelief: false });
    else if (rule === 'window')
      Object.assign(config, { rechargeStartTime: '00:00', rechargeEndTime: '23:59' });
    else if (rule === 'amount') {
      Object.assign(config, { rechargeMin: 0, rechargeMax: 0 });
      attempt.amountFen = Math.max(1, attempt.amountFen);
    } else if (rule === 'socialCap') config.socialCardRechargeMax = 0;
    else if (rule === 'dailyCount') config.rechargeDailyCount = 0;
    else break;
  }
  return refusals;
}

/**
 * The recharge page's checklist, before paying: the card (state, then verification where the hospital asks for it),
 * then each rule of ruleLines with its status. `allowed` only when every check passed and an amount is entered.
 */
export function rechargeChecks(input: CheckInput): {
  lines: CheckLine[];
  allowed: boolean;
  firstRefusal: CheckLine | null;
} {
  const refusals = rechargeRefusals(input);
  const refusalOf = (id: RuleId) => refusals.find((r) => ruleOf(r.reason) === id);
  const lines: CheckLine[] = [];

  const cardRefusal = refusalOf('card');
  lines.push({
    id: 'card',
    parts: [{ key: 'ui.rechargeCheck.card' }],
    status: cardRefusal ? 'refused' : 'ok',
    refusal: cardRefusal && { key: cardRefusal.reason, params: cardRefusal.params },
  });
  if (input.verify.status !== 'off') {
    const { verify } = input;
    lines.push({
      id: 'verify',
      parts: [{ key: 'ui.rechargeCheck.verify' }],
      status: verify.status === 'ok' ? 'ok' : verify.status === 'pending' ? 'pending' : 'refused',
      refusal: verify.status === 'refused' ? { text: verify.text } : undefined,
    });
  }
  for (const rule of ruleLines(input.rules, input.card.cardType)) {
    const refusal = refusalOf(rule.id);
    const amountRule = rule.id === 'amount' || rule.id === 'socialCap';
    const status: CheckStatus = refusal
      ? 'refused'
      : amountRule && input.amountFen === null
        ? 'pending'
        : 'ok';
    const parts =
      rule.id === 'dailyCount'
        ? [
            ...rule.parts,
            { key: 'ui.rechargeTodayCount', params: { count: String(input.todayCount) } },
          ]
        : rule.parts;
    const detail =
      refusal && rule.id === 'window'
        ? { key: 'ui.rechargeWindowNow', params: { time: hospitalTime(input.now, input.timeZone) } }
        : undefined;
    lines.push({
      ...rule,
      parts,
      status,
      refusal: refusal && { key: refusal.reason, params: refusal.params },
      detail,
    });
  }
  const firstRefusal = lines.find((l) => l.status === 'refused') ?? null;
  return {
    lines,
    allowed: firstRefusal === null && lines.every((l) => l.status === 'ok'),
    firstRefusal,
  };
}
