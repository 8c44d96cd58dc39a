import { messages } from '@arena/shared/messages';
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
        {messages.passwordChecklistTitle}
      </p>
      <ul className="checklist" aria-labelledby={id}>
        {passwordChecklist.map(({ key, label }) => (
          <li key={key} data-ok={check[key]}>
            {label}
            <span className="visually-hidden">
              {' '}
              {check[key] ? messages.passwordRuleMet : messages.passwordRulePending}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
