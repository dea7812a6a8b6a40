import { randomUUID } from 'node:crypto';
import { hosIdOf, type HosId } from '@portal/shared';
import type { StaffRole } from '@portal/shared/console';
import type { Db } from '../db/database.ts';
import type { SecretSealer } from '../lib/sealed-secret.ts';
import { hashPassword } from '../modules/auth/auth.password.ts';
import { sealTotpSecret } from '../modules/staff/totp-secrets.ts';

/** Every demo staff member's password (README "Demo hospitals", docs/demo-hospitals.md#the-console). */
export const DEMO_STAFF_PASSWORD = 'Console@2026';

/**
 * The demo's console staff: a platform administrator and, at each enabled demo hospital, one of each hospital role.
 * Fixed TOTP secrets, so a visitor signs in with `oathtool --totp -b <secret>`; phones of the reserved demo block
 * (modules/sms/demo-phones.ts), so an invitation texted to one shows in the demo SMS inbox.
 */
export const DEMO_STAFF: readonly {
  role: StaffRole;
  hosId: HosId | null;
  phone: string;
  name: string;
  totpSecret: string;
}[] = [
  {
    role: 'platformAdmin',
    hosId: null,
    phone: '13800000060',
    name: 'Platform administrator',
    totpSecret: 'YOK6BU7HAENSR3VGYU7VFTPWPL2IZKIA',
  },
  {
    role: 'hospitalAdmin',
    hosId: hosIdOf('1001'),
    phone: '13800000061',
    name: 'Hospital administrator 1001',
    totpSecret: '64BTI6H7EW2GY4PGX5F63X46TOKJ7PIV',
  },
  {
    role: 'editor',
    hosId: hosIdOf('1001'),
    phone: '13800000062',
    name: 'Editor 1001',
    totpSecret: '5XGMAYKBTO6PNZSPKEHS5Y67MIGIQSVP',
  },
  {
    role: 'scheduleManager',
    hosId: hosIdOf('1001'),
    phone: '13800000063',
    name: 'Schedule manager 1001',
    totpSecret: 'N4YMANMV4SVN7YGCNEICLMJCGZCQT3BI',
  },
  {
    role: 'finance',
    hosId: hosIdOf('1001'),
    phone: '13800000064',
    name: 'Finance 1001',
    totpSecret: 'X5BC6UFX65F4DFYMMOWOGRTRMA3I5QGL',
  },
  {
    role: 'support',
    hosId: hosIdOf('1001'),
    phone: '13800000065',
    name: 'Support 1001',
    totpSecret: 'IJPE4MHVOKMJLSP6L5NXLQ5AO2DUBQV6',
  },
  {
    role: 'auditor',
    hosId: hosIdOf('1001'),
    phone: '13800000066',
    name: 'Auditor 1001',
    totpSecret: 'WGLPWTK4RSYFPECUJPGZQJNM5HHZ65IW',
  },
  {
    role: 'hospitalAdmin',
    hosId: hosIdOf('1002'),
    phone: '13800000067',
    name: 'Hospital administrator 1002',
    totpSecret: 'OD6SHRTZ3KMVHU62JOXXGPIM2CMJLMXB',
  },
  {
    role: 'editor',
    hosId: hosIdOf('1002'),
    phone: '13800000068',
    name: 'Editor 1002',
    totpSecret: 'P2YTDCVH245O5PNJ6HI2EXFUI4PFOTBK',
  },
  {
    role: 'scheduleManager',
    hosId: hosIdOf('1002'),
    phone: '13800000069',
    name: 'Schedule manager 1002',
    totpSecret: 'JIPN53YQYTCSFXAVENSAWWHIMI2DCYN3',
  },
  {
    role: 'finance',
    hosId: hosIdOf('1002'),
    phone: '13800000070',
    name: 'Finance 1002',
    totpSecret: 'KOXXYWYTHE2HKHVSPA76PMTC5W7D6PAY',
  },
  {
    role: 'support',
    hosId: hosIdOf('1002'),
    phone: '13800000071',
    name: 'Support 1002',
    totpSecret: '5I6BESIVPUAUYD372OK6GFK4ROFKWSFP',
  },
  {
    role: 'auditor',
    hosId: hosIdOf('1002'),
    phone: '13800000072',
    name: 'Auditor 1002',
    totpSecret: 'R44N5M7EUQ4B367QOOFV7AZU3UNNJ35S',
  },
  {
    role: 'hospitalAdmin',
    hosId: hosIdOf('1003'),
    phone: '13800000073',
    name: 'Hospital administrator 1003',
    totpSecret: 'CL3OHN25L6VZX4AKPI43BHBZ3T7BXSFP',
  },
  {
    role: 'editor',
    hosId: hosIdOf('1003'),
    phone: '13800000074',
    name: 'Editor 1003',
    totpSecret: 'AAQHGTFROEMXPJJ4RLPB3MTEMC6WMCDZ',
  },
  {
    role: 'scheduleManager',
    hosId: hosIdOf('1003'),
    phone: '13800000075',
    name: 'Schedule manager 1003',
    totpSecret: 'X35JYCMHPG47G7LADPLEABAGY36UHRFV',
  },
  {
    role: 'finance',
    hosId: hosIdOf('1003'),
    phone: '13800000076',
    name: 'Finance 1003',
    totpSecret: 'QSGVUTXYU3TCH553BYX6G3OCXHWT235Z',
  },
  {
    role: 'support',
    hosId: hosIdOf('1003'),
    phone: '13800000077',
    name: 'Support 1003',
    totpSecret: 'OJZSUL6JJ7X2ZPFM6ZUJS5JP5JCS7FXY',
  },
  {
    role: 'auditor',
    hosId: hosIdOf('1003'),
    phone: '13800000078',
    name: 'Auditor 1003',
    totpSecret: 'D4ETQ3PHGHTFCGFBSYLKWNM7ASW65I2C',
  },
];

/**
 * Adds the demo staff of the hospitals given that are missing (by phone): a first start gets them all, later starts
 * keep whatever a visitor changed (a new password, a role, a removal).
 */
export async function seedDemoStaff(
  db: Db,
  hosIds: readonly string[],
  staffTotp: SecretSealer,
): Promise<void> {
  const wanted = DEMO_STAFF.filter((s) => s.hosId === null || hosIds.includes(s.hosId));
  const existing = new Set(
    (
      await db
        .selectFrom('staff_account')
        .select('phone')
        .where(
          'phone',
          'in',
          wanted.map((s) => s.phone),
        )
        .execute()
    ).map((r) => r.phone),
  );
  const missing = wanted.filter((s) => !existing.has(s.phone));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  await db
    .insertInto('staff_account')
    .values(
      missing.map((s) => {
        const staffId = randomUUID();
        return {
          staff_id: staffId,
          hos_id: s.hosId,
          phone: s.phone,
          name: s.name,
          role: s.role,
          password_hash: passwordHash,
          // Known secrets, stored sealed like any other (docs/staff-console.md#sign-in).
          totp_secret: sealTotpSecret(staffTotp, staffId, s.totpSecret),
          totp_enrolled_at: new Date(),
          totp_last_step: null,
          removed_at: null,
        };
      }),
    )
    .onConflict((oc) => oc.column('phone').doNothing())
    .execute();
}
