/** The code inside a sandbox text ('… verification code is 123456 …'): the first run of 4–8 digits on its own. */
export function codeInText(text: string): string | null {
  return /(?<!\d)\d{4,8}(?!\d)/.exec(text)?.[0] ?? null;
}
