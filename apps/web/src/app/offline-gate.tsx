import { commonWords } from '@arena/shared/contract/words';
import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { Logo } from '../components/logo';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * docs/product.md#errors: offline shows `Você está offline...` with a reload button — as a full screen only
 * when there is nothing to show (the app opened without a network). A network blip over a screen
 * already loaded keeps it, and what was typed or chosen on it, with a banner on top
 * (docs/product.md#offline): the app stays mounted, so /room keeps its day and time.
 */
export function OfflineGate({ children }: { children: ReactNode }) {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  // Whether the app has been drawn once: from then on it is never swapped for the full screen.
  const [shown, setShown] = useState(online);
  if (online && !shown) setShown(true);
  if (!online && !shown) {
    return (
      <main className="status-screen" role="alert">
        <Logo size={140} />
        <h1>{commonWords.offline}</h1>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {commonWords.reload}
        </button>
      </main>
    );
  }
  return (
    <>
      {!online && (
        <p className="offline-banner" role="alert">
          {commonWords.offlineBanner}
        </p>
      )}
      {children}
    </>
  );
}
