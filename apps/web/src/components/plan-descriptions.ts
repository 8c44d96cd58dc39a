import { usersWords } from '@arena/shared/users/words';

/** Honest one-liners for the three products of docs/product.md#data, by plan name; others have none. */
export const planDescriptions: Record<string, string> = {
  'Arena Compartilhada': usersWords.planSharedText,
  'Arena Dedicada': usersWords.planDedicatedText,
  'Arena Exclusiva': usersWords.planExclusiveText,
};
