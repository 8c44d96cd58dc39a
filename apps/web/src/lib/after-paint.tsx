import { type ReactNode, useEffect, useState } from 'react';

/**
 * Runs `work` once the browser has shown the frame being prepared, not before. A
 * requestAnimationFrame callback runs just before a frame is painted, and the frame reaches the
 * screen later still: a task queued from the next frame's callback runs after it. For what loads
 * only after the screen's first paint (the room calendar's code, the service worker:
 * docs/decisions/041-after-the-first-paint.md), so that a request started in an effect
 * does not come ahead of the screen's largest paint. Returns a function that cancels it.
 */
export function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(work, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** Draws `children` only once the frame of its first commit has been shown (see afterPaint). */
export function AfterPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => afterPaint(() => setShown(true)), []);
  return shown ? children : null;
}
