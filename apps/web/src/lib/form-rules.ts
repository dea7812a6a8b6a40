import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import { i18n } from './i18n.ts';

/** The translated label of a form field, as the catalogue's C018/C019 templates name it ('{{field}} is invalid'). */
export const fieldLabel = (field: string) => i18n.t(`ui.field.${field}`, { defaultValue: field });

/**
 * An antd rule that checks a value with a shared zod schema, so the form refuses exactly what
 * the server would. The schema's issue is a catalogue key (C018 missing, C019 invalid) rendered with the field's
 * label; `invalidKey` replaces C019 where the catalogue has a more helpful text (the password rule).
 */
export function schemaRule(schema: z.ZodType, field: string, invalidKey?: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => checkWithSchema(schema, field, value, invalidKey),
  };
}

/** The check behind `schemaRule`, for rules that pick their schema from another field. Throws the message. */
export async function checkWithSchema(
  schema: z.ZodType,
  field: string,
  value: unknown,
  invalidKey?: string,
): Promise<void> {
  const result = schema.safeParse(value === null ? undefined : value);
  if (result.success) return;
  const key = result.error.issues[0]?.message ?? 'C019';
  throw new Error(
    i18n.t(key === 'C019' && invalidKey ? invalidKey : key, { field: fieldLabel(field) }),
  );
}

/** Only "is it there?" (C018) — e.g. the sign-in password, which older accounts may have set under other rules. */
export function requiredRule(field: string): FormRule {
  return { validator: async (_rule, value: unknown) => checkRequired(field, value) };
}

/** The check behind `requiredRule`. Throws the message. */
export function checkRequired(field: string, value: unknown): void {
  if (typeof value === 'string' ? value.length > 0 : value !== undefined && value !== null) return;
  throw new Error(i18n.t('C018', { field: fieldLabel(field) }));
}

/**
 * Forms here validate on blur (no "invalid" while a number is still being typed). An error, though, should go as
 * soon as the value is fixed: pass this as the form's onValuesChange to re-check fields that show one.
 */
export function revalidateShownErrors(form: FormInstance) {
  return (changed: Record<string, unknown>) => {
    const names = Object.keys(changed).filter((name) => form.getFieldError(name).length > 0);
    if (names.length > 0) void form.validateFields(names).catch(() => undefined);
  };
}

/**
 * The one way the portal's forms validate: labels above fields, no required marks, checked when a field is left
 * and re-checked as soon as a shown error is fixed. Spread onto an antd Form: `<Form {...formBehaviour(form)}>`.
 */
export function formBehaviour(form: FormInstance) {
  return {
    form,
    layout: 'vertical',
    requiredMark: false,
    validateTrigger: 'onBlur',
    onValuesChange: revalidateShownErrors(form),
  } as const;
}
