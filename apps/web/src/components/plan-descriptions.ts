import { messages } from '@arena/shared/messages';

/** Honest one-liners for the three products of docs/product.md#data, by plan name; others have none. */
export const planDescriptions: Record<string, string> = {
  'Arena Compartilhada': messages.planSharedText,
  'Arena Dedicada': messages.planDedicatedText,
  'Arena Exclusiva': messages.planExclusiveText,
};
