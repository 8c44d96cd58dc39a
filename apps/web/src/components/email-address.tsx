import { Fragment, type ReactNode } from 'react';

/**
 * An e-mail address that never wraps at one of its hyphens (`ana-souza@…` read as `ana-` and
 * `souza@…` on two lines looks like two things): each hyphen is kept with the letter after it. A
 * long address breaks first before its `@` and its dots (`bruno-2@empresa` / `.test`), and only
 * when a piece is wider than its box anywhere inside it (`.email-address`). The text copied is the
 * address as it is.
 */
export function EmailAddress({ email }: { email: string }) {
  // Pieces that start at the `@` or at a dot: a break is offered before each.
  const pieces = email.split(/(?=[@.])/);
  return (
    <span className="email-address">
      {pieces.map((piece, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {keepHyphens(piece)}
        </Fragment>
      ))}
    </span>
  );
}

function keepHyphens(piece: string): ReactNode {
  const [first, ...rest] = piece.split('-');
  return (
    <>
      {first}
      {rest.map((part, i) => (
        <Fragment key={i}>
          <span className="email-hyphen">-{part.slice(0, 1)}</span>
          {part.slice(1)}
        </Fragment>
      ))}
    </>
  );
}
