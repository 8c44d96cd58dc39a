import { registrationWords } from '@arena/shared/registration/words';
import { checkPassword, passwordChecklist } from '@arena/shared/rules/password';
import { useId } from 'react';

/**
 * The live password checklist (docs/product.md#screens, #validation): each rule ticks as it is met. Shared by the
 * registration's password step and /reset-password; the rules are the server's (rules/password.ts).
 */
export function PasswordChecklist({ password }: { password: string }) {
  const id = useId();
  const check = checkPassword(password);
  return (
    <div className="password-checklist">
      <p className="field-hint" id={id}>
        {registrationWords.passwordChecklistTitle}
      </p>
      <ul className="checklist" aria-labelledby={id}>
        {passwordChecklist.map(({ key, label }) => (
          <li key={key} data-ok={check[key]}>
            {label}
            <span className="visually-hidden">
              {' '}
              {check[key] ? registrationWords.passwordRuleMet : registrationWords.passwordRulePending}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
