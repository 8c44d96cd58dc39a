import { describe, expect, it } from 'vitest';
import { firstFrames } from './first-frame';
import { firstPaint } from './first-paint';

describe('first frames (docs/decisions/036-first-visit-rendering.md)', () => {
  const frames = firstFrames();

  it('draws /home with its banner and /room with its title, inside the inner frame', () => {
    expect(Object.keys(frames).sort()).toEqual(['/home', '/room']);
    expect(frames['/home']).toMatch(/^<div class="inner-page"><header class="inner-header">/);
    expect(frames['/home']).toContain('<img src="/images/banner.svg"');
    expect(frames['/room']).toContain('<h1 class="page-title">Reservar sala</h1>');
  });

  it("leaves out React's picture preload, and names only screens the build preloads", () => {
    for (const [path, html] of Object.entries(frames)) {
      expect(html).not.toContain('<link');
      expect(firstPaint[path]).toBeDefined();
    }
  });
});
