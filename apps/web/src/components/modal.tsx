import { commonWords } from '@arena/shared/contract/words';
import { createContext, type ReactNode, use, useCallback, useEffect, useRef, useState } from 'react';

/**
 * The reusable modal of docs/product.md#errors: a caller-supplied message and a single OK that closes it.
 * The same dialog asks for confirmation (Não / Sim) before cancelling or deleting.
 */
type Pending = { message: string; confirm: boolean; resolve: (ok: boolean) => void };
type ModalApi = { show: (message: string) => Promise<void>; confirm: (message: string) => Promise<boolean> };

const ModalContext = createContext<ModalApi | null>(null);

export function ModalProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = useCallback(
    (message: string, confirm: boolean) => new Promise<boolean>((resolve) => setPending({ message, confirm, resolve })),
    [],
  );
  const [api] = useState<ModalApi>(() => ({
    // An empty message is nothing to say (a call that ended the session: the login page says it).
    show: async (message) => {
      if (message) await ask(message, false);
    },
    confirm: (message) => ask(message, true),
  }));
  const close = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  return (
    <ModalContext value={api}>
      {children}
      {pending ? <Modal message={pending.message} confirm={pending.confirm} onClose={close} /> : null}
    </ModalContext>
  );
}

export function useModal(): ModalApi {
  const api = use(ModalContext);
  if (!api) throw new Error('useModal outside ModalProvider');
  return api;
}

export function Modal({
  message,
  confirm,
  onClose,
}: {
  message: string;
  confirm?: boolean;
  onClose: (ok: boolean) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
  }, []);
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby="modal-message"
      onCancel={(e) => {
        e.preventDefault();
        onClose(false);
      }}
    >
      <p id="modal-message">{message}</p>
      <div className="modal-actions">
        {confirm ? (
          <button type="button" className="button button-ghost" onClick={() => onClose(false)}>
            {commonWords.no}
          </button>
        ) : null}
        <button type="button" className="button button-modal" autoFocus onClick={() => onClose(true)}>
          {confirm ? commonWords.yes : commonWords.ok}
        </button>
      </div>
    </dialog>
  );
}
