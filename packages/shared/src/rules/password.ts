import { registrationWords } from '../registration/words.ts';

/** The password rules of docs/product.md#validation, #booking-rules, shared by the live checklist and the server. */
export const PASSWORD_MIN_LENGTH = 6;

export type PasswordCheck = {
  minLength: boolean;
  letter: boolean;
  digit: boolean;
};

export function checkPassword(password: string): PasswordCheck {
  return {
    minLength: password.length >= PASSWORD_MIN_LENGTH,
    letter: /\p{L}/u.test(password),
    digit: /\d/.test(password),
  };
}

export function isStrongEnough(password: string): boolean {
  const check = checkPassword(password);
  return check.minLength && check.letter && check.digit;
}

/** The checklist's lines, in the order the screen shows them. */
export const passwordChecklist: ReadonlyArray<{ key: keyof PasswordCheck; label: string }> = [
  { key: 'minLength', label: registrationWords.passwordRuleLength(PASSWORD_MIN_LENGTH) },
  { key: 'letter', label: registrationWords.passwordRuleLetter },
  { key: 'digit', label: registrationWords.passwordRuleDigit },
];
