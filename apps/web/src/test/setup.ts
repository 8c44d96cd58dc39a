import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { forgetRequests, server } from './server';

// A screen's first answer can take over a second on a loaded two-core machine (lazy chunks,
// MSW, React's first render): findBy* and waitFor wait up to 5 s before calling it missing, so a
// busy machine slows a test down instead of failing it.
configure({ asyncUtilTimeout: 5_000 });

// A call no test declared is a mistake in the test or the app: fail loudly rather than hang.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  localStorage.clear();
  server.resetHandlers();
  forgetRequests();
});
afterAll(() => server.close());

// jsdom has no <dialog> methods; the modal calls showModal() when it opens.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
