import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { router } from './app/router';
import { UpdatePrompt } from './app/update-prompt';
import { AfterPaint } from './lib/after-paint';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
// A frame the server drew ahead (/home, /room: docs/decisions/036-first-visit-rendering.md) stays
// until the router has the screen's code: its first render would otherwise draw nothing over it.
function whenReady(draw: () => void) {
  if (!root?.hasChildNodes() || router.state.initialized) return draw();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    draw();
  });
}

whenReady(() => {
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
          {/* The service worker registers once the first screen has painted, not during its render. */}
          <AfterPaint>
            <UpdatePrompt />
          </AfterPaint>
        </AppProvider>
      </StrictMode>,
    ),
  );
});
