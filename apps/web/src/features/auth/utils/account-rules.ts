import type { FormInstance, FormRule } from 'antd';
import {
  makeVerifyCodeSchema,
  passwordSchema,
  passwordsMatch,
  phoneSchema,
  VERIFY_CODE_RULES,
} from '@portal/shared';
import {
  checkRequired,
  checkWithSchema,
  requiredRule,
  schemaRule,
} from '../../../lib/form-rules.ts';
import type { FieldCheck } from '../../../components/light-form/use-light-form.ts';
import { i18n } from '../../../lib/i18n.ts';

/** Phone: 11 digits, leading 1, second digit 2–9. */
export const phoneRules: FormRule[] = [schemaRule(phoneSchema, 'phone')];

/** Codes have the hospital's number of digits (config smsCodeLength; VERIFY_CODE_RULES.length, 6, by default). */
export const codeRules = (length: number = VERIFY_CODE_RULES.length): FormRule[] => [
  schemaRule(makeVerifyCodeSchema(length), 'code'),
];

/** Signing in only needs a password to be there; the rule applies when one is set. */
export const signInPasswordRules: FormRule[] = [requiredRule('password')];

/** Password: 8–16 of letters, digits and !@#$%^&*, at least two kinds (the rule is shown under the field). */
export const newPasswordRules: FormRule[] = [
  schemaRule(passwordSchema, 'password', 'ui.passwordWeak'),
];

/** "The two entries must match" — checked on the confirmation, re-checked when the password changes. */
export const confirmPasswordRules: FormRule[] = [
  requiredRule('confirmPassword'),
  ({ getFieldValue }: Pick<FormInstance, 'getFieldValue'>) => ({
    validator: async (_rule, value: unknown) => {
      if (!value || passwordsMatch(getFieldValue('password'), value)) return;
      throw new Error(i18n.t('ui.passwordMismatch'));
    },
  }),
];

/**
 * The sign-in form's checks (features/auth/components/login-form.tsx, a LightForm): the same schemas and texts as the
 * rules above. An emptied field counts as missing (C018), as one never typed in.
 */
export const signInChecks = (
  codeLength: number = VERIFY_CODE_RULES.length,
): Record<'phone' | 'password' | 'code', FieldCheck> => {
  const codeSchema = makeVerifyCodeSchema(codeLength);
  return {
    phone: (value) => checkWithSchema(phoneSchema, 'phone', value || undefined),
    password: (value) => checkRequired('password', value || undefined),
    code: (value) => checkWithSchema(codeSchema, 'code', value || undefined),
  };
};
