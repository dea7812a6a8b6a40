import { useState } from 'react';

/** Checks one field's value; throws an Error whose message is the text to show (lib/form-rules.ts checkWithSchema). */
export type FieldCheck = (value: string) => Promise<void> | void;

/**
 * The state of a small form drawn by LightForm: its values, the errors shown, and the portal's one way of checking
 * (lib/form-rules.ts formBehaviour) — a field is checked when it is left and re-checked while it shows an error;
 * submitting checks every field it is given.
 */
export function useLightForm<K extends string>(checks: Record<K, FieldCheck>) {
  const [values, setValues] = useState<Partial<Record<K, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});

  const check = async (name: K, value: string): Promise<boolean> => {
    let error: string | undefined;
    try {
      await checks[name](value);
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    setErrors((now) => (now[name] === error ? now : { ...now, [name]: error }));
    return error === undefined;
  };

  /** Checks the named fields; resolves to the values when all pass, else to null with the errors shown. */
  const validate = async (names: K[]): Promise<Record<K, string> | null> => {
    const passed = await Promise.all(names.map((name) => check(name, values[name] ?? '')));
    return passed.every(Boolean) ? ({ ...values } as Record<K, string>) : null;
  };

  /** One field: its shown error, and its input's props (the value and the handlers that check it). */
  const field = (name: K) => ({
    error: errors[name],
    input: {
      value: values[name] ?? '',
      onChange: (event: { target: { value: string } }) => {
        const value = event.target.value;
        setValues((now) => ({ ...now, [name]: value }));
        if (errors[name] !== undefined) void check(name, value);
      },
      onBlur: () => void check(name, values[name] ?? ''),
    },
  });

  return { field, validate };
}
