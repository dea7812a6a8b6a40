import { describe, expect, it } from 'vitest';
import { codeInText } from './sms-code.ts';

describe('codeInText', () => {
  it('finds the code in a sandbox text and ignores a phone number or longer digit runs', () => {
    expect(codeInText('[Portal] Your verification code is 482913, valid for 5 minutes.')).toBe(
      '482913',
    );
    expect(codeInText('To 13800000001: code 004211')).toBe('004211');
    expect(codeInText('no code here')).toBeNull();
  });
});
