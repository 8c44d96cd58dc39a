import { useState } from 'react';

/**
 * Copies a text to the clipboard and keeps what to say about it (a quiet status line beside the
 * button, never a dialog to dismiss): `copied` on success, `failed` when the browser refuses, so
 * the person selects the text instead. `said` is '' until a copy is tried; `clear` forgets it.
 */
export function useCopy(words: { copied: string; failed: string }) {
  const [said, setSaid] = useState('');
  const copy = async (text: string) => {
    setSaid('');
    try {
      await navigator.clipboard.writeText(text);
      setSaid(words.copied);
    } catch {
      setSaid(words.failed);
    }
  };
  return { said, copy, clear: () => setSaid('') };
}
