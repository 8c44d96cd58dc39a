import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AfterPaint, afterPaint } from './after-paint';

/** The browser's frames, run by the test: each call of `nextFrame` is one frame painted. */
let frames: Array<FrameRequestCallback | null>;
const nextFrame = () => {
  const due = frames.splice(0);
  for (const callback of due) callback?.(performance.now());
};

beforeEach(() => {
  frames = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    // Ids are positions in the queue of the frame they were asked in, from 1.
    if (frames[id - 1]) frames[id - 1] = null;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterPaint', () => {
  it('runs the work in a task after the second frame, not in the frame it was asked in', () => {
    const work = vi.fn();
    afterPaint(work);
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
    nextFrame();
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
    nextFrame();
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('cancelled at any point, never runs it', () => {
    for (const shown of [0, 1, 2]) {
      const work = vi.fn();
      const cancel = afterPaint(work);
      for (let i = 0; i < shown; i += 1) nextFrame();
      cancel();
      nextFrame();
      nextFrame();
      vi.runAllTimers();
      expect(work).not.toHaveBeenCalled();
    }
  });
});

describe('AfterPaint', () => {
  it('draws its children only once the first commit has been shown', () => {
    render(
      <AfterPaint>
        <p>depois</p>
      </AfterPaint>,
    );
    act(() => nextFrame());
    expect(screen.queryByText('depois')).toBeNull();
    act(() => {
      nextFrame();
      vi.runAllTimers();
    });
    expect(screen.getByText('depois')).toBeTruthy();
  });
});
