import { messages } from '@arena/shared/messages';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** docs/product.md#errors: when a new version is cached, `Novo conteúdo encontrado. Recarregar a página?` */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="alertdialog" aria-labelledby="update-text">
      <p id="update-text">{messages.updateAvailable}</p>
      <div className="modal-actions">
        <button type="button" className="button button-ghost" onClick={() => setNeedRefresh(false)}>
          {messages.notNow}
        </button>
        <button type="button" className="button button-modal" onClick={() => updateServiceWorker(true)}>
          {messages.reload}
        </button>
      </div>
    </div>
  );
}
