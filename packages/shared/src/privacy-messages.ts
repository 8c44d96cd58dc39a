/**
 * The privacy and contract texts a member reads (docs/product.md#privacy), part of the
 * catalogue: messages.ts takes them in whole; kept in a file of their own by subject.
 */
export const privacyMessages = {
  // What a removed team member is called in the account's history (docs/product.md#privacy).
  exTeamMember: 'Ex-membro da equipe',
} as const;
