/**
 * `Arena Cowork <nao-responda@…>` (MAIL_FROM) → its display name and address: the invitations'
 * ORGANIZER and the domain of the Message-IDs.
 */
export function senderOf(mailFrom: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailFrom);
  if (match?.[2]) return { name: match[1] || 'Arena Cowork', email: match[2].trim() };
  return { name: 'Arena Cowork', email: mailFrom.trim() };
}
