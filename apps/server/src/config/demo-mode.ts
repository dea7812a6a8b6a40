import { DEFAULT_ENCRYPT_KEY } from '@portal/shared';

/**
 * Demo mode is explicit (DEMO_MODE, off by default; `npm start` turns it on). Only in demo
 * mode may the server run on the secrets below, which are in the repository; outside it every one of them must be
 * set to a value of the operator's own, or the server refuses to start and names the variable.
 */
export const BUILT_IN_SECRETS = {
  /** Compiled into the web bundle as VITE_ENCRYPT_KEY by design (docs/adr/0002): it protects transport, not secrets. */
  ENCRYPT_KEY: DEFAULT_ENCRYPT_KEY,
  /** Signs the pay gateway's notifications: whoever knows it can mark any order paid. */
  PAY_GATEWAY_SECRET: 'portal-sandbox-gateway-dev-secret',
  /** Keys the stored SMS-code hashes; never derived from ENCRYPT_KEY, which every browser receives. */
  SMS_CODE_SECRET: 'portal-sms-code-dev-secret',
  /** Seals the staff's TOTP secrets in the database (lib/sealed-secret.ts): whoever knows it and reads a backup can make their codes. */
  STAFF_TOTP_KEY: 'portal-staff-totp-dev-key',
} as const;

/**
 * The demo's credential of the sandbox HIS's staff desk (POST /operator/api/his/…). Unlike the secrets above it is
 * optional outside demo mode — without OPERATOR_TOKEN the operator calls answer OPERATOR001 — but never this value.
 */
export const DEMO_OPERATOR_TOKEN = 'portal-demo-operator-token';

/**
 * The demo's credential for scraping /metrics. Outside demo mode /metrics is refused without METRICS_TOKEN,
 * and this value is refused as METRICS_TOKEN.
 */
export const DEMO_METRICS_TOKEN = 'portal-demo-metrics-token';

export type SecretName = keyof typeof BUILT_IN_SECRETS;
const SECRET_NAMES = Object.keys(BUILT_IN_SECRETS) as SecretName[];

/** The demo switches and secrets as read from the environment, before their demo-mode defaults are filled in. */
export interface DemoSettingsInput {
  DEMO_MODE: boolean;
  DEMO_SEED?: boolean | undefined;
  DEMO_SMS_OUTBOX?: boolean | undefined;
  ENCRYPT_KEY?: string | undefined;
  PAY_GATEWAY_SECRET?: string | undefined;
  SMS_CODE_SECRET?: string | undefined;
  STAFF_TOTP_KEY?: string | undefined;
  OPERATOR_TOKEN?: string | undefined;
  METRICS_TOKEN?: string | undefined;
}

export interface DemoSettings {
  DEMO_MODE: boolean;
  /** Loads the demo hospitals into an empty database; defaults to DEMO_MODE. */
  DEMO_SEED: boolean;
  /** The sandbox SMS outbox call for demo phones; defaults to DEMO_MODE and needs it. */
  DEMO_SMS_OUTBOX: boolean;
  ENCRYPT_KEY: string;
  PAY_GATEWAY_SECRET: string;
  SMS_CODE_SECRET: string;
  STAFF_TOTP_KEY: string;
  /** The operator calls' bearer credential; none (calls refused) outside demo mode unless set. */
  OPERATOR_TOKEN: string | undefined;
  /** The /metrics bearer credential; none (/metrics refused) outside demo mode unless set. */
  METRICS_TOKEN: string | undefined;
}

export interface ConfigIssue {
  variable: string;
  message: string;
}

/** Why this configuration may not start (empty when it may): each issue names the variable to set. */
export function demoModeIssues(input: DemoSettingsInput): ConfigIssue[] {
  if (input.DEMO_MODE) return [];
  const issues: ConfigIssue[] = [];
  for (const name of SECRET_NAMES) {
    const value = input[name];
    if (value === undefined) {
      issues.push({
        variable: name,
        message: `is not set: set ${name} to a secret of your own (at least 16 characters), or run the demo with DEMO_MODE=true`,
      });
    } else if (value === BUILT_IN_SECRETS[name]) {
      issues.push({
        variable: name,
        message: `is the built-in development value from the repository: set ${name} to a secret of your own`,
      });
    }
  }
  // ENCRYPT_KEY reaches every browser (VITE_ENCRYPT_KEY), so a secret equal to it is no secret.
  for (const name of ['PAY_GATEWAY_SECRET', 'SMS_CODE_SECRET', 'STAFF_TOTP_KEY'] as const) {
    if (input[name] !== undefined && input[name] === input.ENCRYPT_KEY) {
      issues.push({
        variable: name,
        message: `equals ENCRYPT_KEY, which the web bundle carries: set ${name} to a different secret`,
      });
    }
  }
  if (input.OPERATOR_TOKEN === DEMO_OPERATOR_TOKEN) {
    issues.push({
      variable: 'OPERATOR_TOKEN',
      message:
        'is the built-in demo value from the repository: set OPERATOR_TOKEN to a secret of your own, or unset it',
    });
  }
  if (input.METRICS_TOKEN === DEMO_METRICS_TOKEN) {
    issues.push({
      variable: 'METRICS_TOKEN',
      message:
        'is the built-in demo value from the repository: set METRICS_TOKEN to a secret of your own, or unset it',
    });
  }
  if (input.DEMO_SMS_OUTBOX === true) {
    issues.push({
      variable: 'DEMO_SMS_OUTBOX',
      message:
        'shows SMS codes to anyone and exists only in demo mode: unset it, or set DEMO_MODE=true',
    });
  }
  return issues;
}

/** Fills in the demo-mode defaults (only reached once demoModeIssues found nothing, so outside demo mode all are set). */
export function withDemoDefaults<T extends DemoSettingsInput>(
  input: T,
): Omit<T, keyof DemoSettings> & DemoSettings {
  const demo = input.DEMO_MODE;
  return {
    ...input,
    DEMO_SEED: input.DEMO_SEED ?? demo,
    DEMO_SMS_OUTBOX: input.DEMO_SMS_OUTBOX ?? demo,
    ENCRYPT_KEY: input.ENCRYPT_KEY ?? BUILT_IN_SECRETS.ENCRYPT_KEY,
    PAY_GATEWAY_SECRET: input.PAY_GATEWAY_SECRET ?? BUILT_IN_SECRETS.PAY_GATEWAY_SECRET,
    SMS_CODE_SECRET: input.SMS_CODE_SECRET ?? BUILT_IN_SECRETS.SMS_CODE_SECRET,
    STAFF_TOTP_KEY: input.STAFF_TOTP_KEY ?? BUILT_IN_SECRETS.STAFF_TOTP_KEY,
    OPERATOR_TOKEN: input.OPERATOR_TOKEN ?? (demo ? DEMO_OPERATOR_TOKEN : undefined),
    METRICS_TOKEN: input.METRICS_TOKEN ?? (demo ? DEMO_METRICS_TOKEN : undefined),
  };
}
