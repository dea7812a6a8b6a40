import { describe, expect, it } from 'vitest';
import {
  isAlphanumeric,
  isAmount,
  isCarPlate,
  isChineseOnly,
  isEmail,
  isImageFile,
  isInteger,
  isJson,
  isLandline,
  isLettersOnly,
  isNumber,
  isPassword,
  isPhone,
  isUrl,
  isVerifyCode,
  isVideoFile,
  passwordsMatch,
} from './validators.ts';

describe('isPhone', () => {
  it.each(['13800000001', '12000000000', '19912345678'])('accepts %s', (v) =>
    expect(isPhone(v)).toBe(true),
  );
  it.each([
    '11000000000',
    '10000000000',
    '23800000001',
    '1380000000',
    '138000000012',
    '1380000000a',
    '',
    ' 13800000001',
  ])('rejects %j', (v) => expect(isPhone(v)).toBe(false));
  it('rejects numbers and nullish', () => {
    expect(isPhone(13800000001)).toBe(false);
    expect(isPhone(undefined)).toBe(false);
  });
});

describe('isPassword / passwordsMatch', () => {
  it.each(['abcd1234', 'Abc!defg', '1234!@#$', 'a1b2c3d4e5f6g7h8', 'Pa$$w0rd'])('accepts %s', (v) =>
    expect(isPassword(v)).toBe(true),
  );
  it.each([
    ['12345678', 'digits only'],
    ['abcdefgh', 'letters only'],
    ['!@#$%^&*', 'specials only'],
    ['abc1234', '7 characters'],
    ['a1b2c3d4e5f6g7h8i', '17 characters'],
    ['abcd 1234', 'blank'],
    ['abcd_1234', 'character outside the set'],
    ['密码abcd1234', 'non-ASCII'],
  ])('rejects %s (%s)', (v) => expect(isPassword(v)).toBe(false));
  it('requires equal, non-empty entries', () => {
    expect(passwordsMatch('abcd1234', 'abcd1234')).toBe(true);
    expect(passwordsMatch('abcd1234', 'abcd1235')).toBe(false);
    expect(passwordsMatch('', '')).toBe(false);
    expect(passwordsMatch(undefined, undefined)).toBe(false);
  });
});

describe('isLandline', () => {
  it.each(['010-12345678', '0755-1234567', '0571-87654321-123', '021-1234567-1'])(
    'accepts %s',
    (v) => expect(isLandline(v)).toBe(true),
  );
  it.each([
    '01-12345678',
    '01234-1234567',
    '010-123456',
    '010-123456789',
    '01012345678',
    '010-12345678-',
    '010-12345678-1234567',
  ])('rejects %s', (v) => expect(isLandline(v)).toBe(false));
});

describe('isAmount', () => {
  it.each(['1', '1.5', '1.50', '1234.50', '1,234.50', '12,345,678', '0.5', '0.05', '100'])(
    'accepts %s',
    (v) => expect(isAmount(v)).toBe(true),
  );
  it.each([
    '0',
    '0.0',
    '0.00',
    '-1',
    '-0.5',
    '1.234',
    ',1',
    '1,23',
    '1234,567',
    '1,2345',
    '01',
    '1.',
    '.5',
    '',
    'abc',
    '1 000',
  ])('rejects %j', (v) => expect(isAmount(v)).toBe(false));
  it('accepts positive numbers with at most 2 decimals', () => {
    expect(isAmount(12.5)).toBe(true);
    expect(isAmount(0)).toBe(false);
    expect(isAmount(1.234)).toBe(false);
    expect(isAmount(-3)).toBe(false);
  });
});

describe('isVerifyCode', () => {
  it('defaults to 6 digits', () => {
    expect(isVerifyCode('123456')).toBe(true);
    expect(isVerifyCode('12345')).toBe(false);
    expect(isVerifyCode('1234567')).toBe(false);
    expect(isVerifyCode('12345a')).toBe(false);
    expect(isVerifyCode(123456)).toBe(false);
  });
  it('takes a length', () => {
    expect(isVerifyCode('1234', 4)).toBe(true);
    expect(isVerifyCode('123456', 4)).toBe(false);
    expect(isVerifyCode('', 0)).toBe(false);
    expect(isVerifyCode('12', 1.5)).toBe(false);
  });
});

describe('isCarPlate', () => {
  it.each(['京A12345', '粤B1234D', '沪AD12345', '川A123456'])('accepts %s', (v) =>
    expect(isCarPlate(v)).toBe(true),
  );
  it.each(['京A1234', '京A1234567', 'AA12345', '京112345', '京a12345', '京A1234-', '哈A12345'])(
    'rejects %s',
    (v) => expect(isCarPlate(v)).toBe(false),
  );
});

describe('other checks', () => {
  it('isEmail', () => {
    expect(isEmail('a.b+c@example.com.cn')).toBe(true);
    expect(isEmail('user@mail-host.org')).toBe(true);
    for (const v of ['plain', 'a@b', '@example.com', 'a@.com', 'a b@example.com', 'a@example.c'])
      expect(isEmail(v)).toBe(false);
  });
  it('isChineseOnly', () => {
    expect(isChineseOnly('张三丰')).toBe(true);
    expect(isChineseOnly('𠀋')).toBe(true); // CJK extension B, outside the BMP
    for (const v of ['张三a', '张 三', 'abc', '', '张三1']) expect(isChineseOnly(v)).toBe(false);
  });
  it('isLettersOnly / isAlphanumeric', () => {
    expect(isLettersOnly('AbC')).toBe(true);
    expect(isLettersOnly('Ab1')).toBe(false);
    expect(isLettersOnly('')).toBe(false);
    expect(isAlphanumeric('Ab1')).toBe(true);
    expect(isAlphanumeric('Ab_1')).toBe(false);
    expect(isAlphanumeric('')).toBe(false);
  });
  it('isInteger', () => {
    for (const v of ['0', '42', '-7', 3, -3]) expect(isInteger(v)).toBe(true);
    for (const v of ['1.0', '01', '+1', '', ' 1', 'a', 1.5, Number.NaN, 2 ** 60])
      expect(isInteger(v)).toBe(false);
  });
  it('isNumber', () => {
    for (const v of ['0', '-1.25', '3.14', 0.5, -2]) expect(isNumber(v)).toBe(true);
    for (const v of ['1e3', '1.', '.5', '1,000', '', 'NaN', Number.POSITIVE_INFINITY, Number.NaN])
      expect(isNumber(v)).toBe(false);
  });
  it('isUrl', () => {
    for (const v of [
      'http://example.com',
      'https://a.example.com:8080/p?q=1#h',
      'HTTPS://EXAMPLE.COM',
    ])
      expect(isUrl(v)).toBe(true);
    for (const v of [
      'ftp://example.com',
      'example.com',
      'http://',
      'https://exa mple.com',
      'javascript:alert(1)',
      ' http://a.com',
    ])
      expect(isUrl(v)).toBe(false);
  });
  it('isImageFile / isVideoFile by extension, case-insensitive', () => {
    expect(isImageFile('photo.JPG')).toBe(true);
    expect(isImageFile('scan.final.png')).toBe(true);
    expect(isImageFile('clip.mp4')).toBe(false);
    expect(isImageFile('png')).toBe(false);
    expect(isImageFile('.png')).toBe(false);
    expect(isImageFile('photo.')).toBe(false);
    expect(isVideoFile('clip.MOV')).toBe(true);
    expect(isVideoFile('clip.webm')).toBe(true);
    expect(isVideoFile('photo.jpg')).toBe(false);
    expect(isVideoFile(undefined)).toBe(false);
  });
  it('isJson', () => {
    for (const v of ['{"a":1}', '[1,2]', '"text"', '1', 'null']) expect(isJson(v)).toBe(true);
    for (const v of ['{a:1}', "{'a':1}", '', 'undefined', '{"a":1']) expect(isJson(v)).toBe(false);
    expect(isJson({ a: 1 })).toBe(false);
  });
});
