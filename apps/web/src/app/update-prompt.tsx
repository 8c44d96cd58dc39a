import { commonWords } from '@arena/shared/contract/words';
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
      <p id="update-text">{commonWords.updateAvailable}</p>
      <div className="modal-actions">
        <button type="button" className="button button-ghost" onClick={() => setNeedRefresh(false)}>
          {commonWords.notNow}
        </button>
        <button type="button" className="button button-modal" onClick={() => updateServiceWorker(true)}>
          {commonWords.reload}
        </button>
      </div>
    </div>
  );
}
