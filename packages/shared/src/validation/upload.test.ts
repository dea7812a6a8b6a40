import { describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_COUNT, IMAGE_SIZE_LIMIT, validateUpload } from './upload.ts';

const file = (size: number, name = 'a.jpg') => ({ name, size });

describe('validateUpload', () => {
  it('exports the defaults', () => {
    expect(DEFAULT_UPLOAD_COUNT).toBe(1);
    expect(IMAGE_SIZE_LIMIT).toBe(10485760);
  });

  it('requires bizType (C018) before anything else', () => {
    const issue = { messageKey: 'C018', params: { field: 'bizType' } };
    expect(validateUpload([file(1)], {})).toEqual(issue);
    expect(validateUpload([file(1)])).toEqual(issue);
    expect(validateUpload([file(1), file(1)], { bizType: '  ' })).toEqual(issue);
  });

  it('passes one file within the default limits', () => {
    expect(validateUpload([file(IMAGE_SIZE_LIMIT)], { bizType: 'feedback' })).toBeNull();
    expect(validateUpload([], { bizType: 'feedback' })).toBeNull();
  });

  it('limits the count to 1 by default (C005)', () => {
    expect(validateUpload([file(1), file(1)], { bizType: 'feedback' })).toEqual({
      messageKey: 'C005',
      params: { max: 1 },
    });
  });

  it('honours a custom maxCount', () => {
    const three = [file(1), file(1), file(1)];
    expect(validateUpload(three, { bizType: 'feedback', maxCount: 3 })).toBeNull();
    expect(validateUpload(three, { bizType: 'feedback', maxCount: 2 })).toEqual({
      messageKey: 'C005',
      params: { max: 2 },
    });
  });

  it('limits each file to 10 MB by default (C006, size in MB)', () => {
    expect(validateUpload([file(IMAGE_SIZE_LIMIT + 1)], { bizType: 'feedback' })).toEqual({
      messageKey: 'C006',
      params: { size: 10 },
    });
  });

  it('reports a custom maxSize in MB with at most 2 decimals', () => {
    const opts = { bizType: 'feedback', maxCount: 2, maxSize: 1572864 }; // 1.5 MB
    expect(validateUpload([file(1), file(1572865)], opts)).toEqual({
      messageKey: 'C006',
      params: { size: 1.5 },
    });
    expect(validateUpload([file(1)], { bizType: 'x', maxSize: 1000000 })).toBeNull();
    expect(validateUpload([file(1000001)], { bizType: 'x', maxSize: 1000000 })?.params).toEqual({
      size: 0.95,
    });
  });

  it('checks count before size', () => {
    expect(
      validateUpload([file(IMAGE_SIZE_LIMIT + 1), file(1)], { bizType: 'feedback' })?.messageKey,
    ).toBe('C005');
  });

  it('treats a NaN size as too large', () => {
    expect(validateUpload([file(Number.NaN)], { bizType: 'feedback' })?.messageKey).toBe('C006');
  });
});
