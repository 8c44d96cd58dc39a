/**
 * One definition of a well-formed e-mail, shared by the zod schemas and the light checks of the
 * login page (which keeps zod out of its bundle). The WHATWG pattern browsers use for
 * <input type="email">, with a dot required in the domain.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= 254 && EMAIL_PATTERN.test(v);
}
