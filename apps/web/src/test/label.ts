/**
 * A field's label from the catalogue, as the screen shows it: the text, then perhaps the required
 * mark (` *`). Anchored at the start, so `Nova senha` does not also find `Confirme a nova senha`.
 */
export function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}
