import type { ReactNode } from 'react';
import { ModalProvider } from '../components/modal';
import { OfflineGate } from './offline-gate';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ModalProvider>
      <OfflineGate>{children}</OfflineGate>
    </ModalProvider>
  );
}
