import { commonWords } from '@arena/shared/contract/words';
import { usersWords } from '@arena/shared/users/words';
import { useEffect, useState } from 'react';

type InstallPrompt = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };

const isIos = () => /iphone|ipad|ipod/i.test(navigator.userAgent);
const isStandalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches ||
  (navigator as { standalone?: boolean }).standalone === true;

/**
 * The install hint of the login page (docs/product.md#screens): on Android the browser's own install prompt
 * behind a button; on iOS the Share → Add to Home Screen instructions.
 */
export function InstallHint() {
  const [prompt, setPrompt] = useState<InstallPrompt | null>(null);
  useEffect(() => {
    const onPrompt = (e: Event) => {
      e.preventDefault();
      setPrompt(e as InstallPrompt);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    return () => window.removeEventListener('beforeinstallprompt', onPrompt);
  }, []);

  if (isStandalone()) return null;
  if (prompt) {
    return (
      <div className="install-hint">
        <p>{commonWords.installAndroid}</p>
        <button
          type="button"
          className="button button-ghost button-block"
          onClick={async () => {
            await prompt.prompt();
            await prompt.userChoice;
            setPrompt(null);
          }}
        >
          {usersWords.installApp}
        </button>
      </div>
    );
  }
  if (isIos()) {
    return (
      <div className="install-hint">
        <p>{commonWords.installIos}</p>
      </div>
    );
  }
  return null;
}
