import { Fragment } from 'react';

/**
 * An e-mail address that never wraps at one of its hyphens (`ana-souza@…` read as `ana-` and
 * `souza@…` on two lines looks like two things): each hyphen is kept with the letter after it, and
 * the address may still break elsewhere when it is wider than its box (`.email-address`). The text
 * copied is the address as it is.
 */
export function EmailAddress({ email }: { email: string }) {
  const [first, ...rest] = email.split('-');
  return (
    <span className="email-address">
      {first}
      {rest.map((part, i) => (
        <Fragment key={i}>
          <span className="email-hyphen">-{part.slice(0, 1)}</span>
          {part.slice(1)}
        </Fragment>
      ))}
    </span>
  );
}
