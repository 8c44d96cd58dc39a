/**
 * A catalogue text as the start of what the screen shows, e.g. a label followed by its required
 * mark (` *`): `Nova senha` and not `Confirme a nova senha`.
 */
export function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}
