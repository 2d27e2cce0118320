import { MIN_PASSWORD_LENGTH, passwordHint, passwordStrength } from './password';

describe('password strength', () => {
  it('rates password strength as a hint', () => {
    expect(passwordStrength('password')).toBe('weak');
    expect(passwordStrength('password12')).toBe('fair');
    expect(passwordStrength('Correct-Horse-9')).toBe('strong');
  });

  it('tells the minimum length until something is typed, then the strength', () => {
    expect(passwordHint('')).toBe(`At least ${MIN_PASSWORD_LENGTH} characters.`);
    expect(passwordHint('abc')).toMatch(/^Strength: Weak\./);
    expect(passwordHint('Correct-Horse-9')).toMatch(/^Strength: Strong\./);
  });
});
