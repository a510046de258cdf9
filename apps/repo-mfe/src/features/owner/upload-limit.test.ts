import { uploadLimitState } from './upload-limit';

describe('uploadLimitState', () => {
  it('is reached at the limit and over it', () => {
    expect(uploadLimitState(250, 250)).toBe('reached');
    expect(uploadLimitState(250, 300)).toBe('reached');
  });

  it('is approaching from 90 % of the limit', () => {
    expect(uploadLimitState(250, 225)).toBe('approaching');
    expect(uploadLimitState(250, 249)).toBe('approaching');
    expect(uploadLimitState(250, 224)).toBeNull();
    expect(uploadLimitState(2500, 2250)).toBe('approaching');
  });

  it('has nothing to say without a limit or a count', () => {
    expect(uploadLimitState(null, 10_000)).toBeNull();
    expect(uploadLimitState(250, null)).toBeNull();
    expect(uploadLimitState(undefined, undefined)).toBeNull();
  });
});
