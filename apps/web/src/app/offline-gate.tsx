import { messages } from '@arena/shared/messages';
import { type ReactNode, useSyncExternalStore } from 'react';
import { Logo } from '../components/logo';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** docs/product.md#errors: offline shows `Você está offline...` with a reload button. */
export function OfflineGate({ children }: { children: ReactNode }) {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return children;
  return (
    <main className="status-screen" role="alert">
      <Logo size={140} />
      <h1>{messages.offline}</h1>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {messages.reload}
      </button>
    </main>
  );
}
