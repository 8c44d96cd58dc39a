import { describe, expect, it, vi } from 'vitest';
import { findMentioning, mentions, scrub } from './mentions.ts';

/** Needles found however spelt (docs/product.md#anonymize, review M4). */
describe('mentions and scrub', () => {
  it('finds a name in capitals without accents, and replaces only it', () => {
    expect(mentions('PIX RECEBIDO JOAO DA CONCEICAO', ['João da Conceição'])).toBe(true);
    expect(scrub('PIX RECEBIDO JOAO DA CONCEICAO 2026000001', ['João da Conceição'])).toBe(
      'PIX RECEBIDO [removido] 2026000001',
    );
    // Already decomposed accents, and padding between the words.
    expect(scrub('Olá, Joa\u0303o  da Conceic\u0327a\u0303o!', ['João da Conceição'])).toBe('Olá, [removido]!');
    expect(mentions('PIX RECEBIDO MARIA DA SILVA', ['João da Conceição'])).toBe(false);
  });

  it('folds a plain ASCII text (the fast path) as it folds any other', () => {
    // Tabs, line breaks and column padding are one space; capitals are small letters.
    expect(mentions('PIX\tRECEBIDO\r\nJOAO   DA\tCONCEICAO', ['João da Conceição'])).toBe(true);
    expect(mentions('ANA@EMPRESA.TEST', ['ana@empresa.test'])).toBe(true);
    expect(mentions('Ana\u00a0Souza', ['Ana Souza'])).toBe(true);
    expect(mentions('JOAO DA CONCEICA', ['João da Conceição'])).toBe(false);
  });

  it('finds the HTML-escaped form an e-mail copy holds', () => {
    const html = '<p>Jo&atilde;o D&#39;Ávila cadastrou você</p>';
    expect(scrub(html, ["Jo&atilde;o D'Ávila", "D'Ávila"])).toBe('<p>Jo&atilde;o [removido] cadastrou você</p>');
    expect(scrub('<p>M&amp;M Ltda</p>', ['M&M Ltda'])).toBe('<p>[removido]</p>');
  });

  it('replaces the longest needle first and never loops on its own mark', () => {
    expect(scrub('Ana Souza Prado e Ana Souza', ['Ana Souza', 'Ana Souza Prado'])).toBe('[removido] e [removido]');
    expect(scrub('x [removido] y', ['removido'])).toBe('x [removido] y');
  });

  it('reads a table a page at a time', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => ({
      id: i + 1,
      text: i % 3 === 0 ? 'JOAO DA CONCEICAO' : 'outro',
    }));
    const pages: number[] = [];
    const found = await findMentioning(
      async (after, size) => {
        pages.push(after);
        return rows.filter((r) => r.id > after).slice(0, size);
      },
      (r) => [r.text],
      ['João da Conceição'],
      3,
    );
    expect(found.map((r) => r.id)).toEqual([1, 4, 7]);
    expect(pages).toEqual([0, 3, 6]);
  });

  it('lets others in while a long page is compared, and pauses as long after each page', async () => {
    const busy = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end);
    };
    const rows = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, text: 'outro' }));
    const events: string[] = [];
    let ticking = true;
    // Another request's turns of the event loop.
    const tick = () => {
      events.push('tick');
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const began = performance.now();
    await findMentioning(
      async (after, size) => rows.filter((r) => r.id > after).slice(0, size),
      (r) => {
        busy(1);
        events.push(`row ${r.id}`);
        return [r.text];
      },
      ['João da Conceição'],
      20,
    );
    const took = performance.now() - began;
    ticking = false;
    // The first page's 20 ms of comparisons are cut in slices with the others' turns between them...
    const page = events.slice(events.indexOf('row 1'), events.indexOf('row 20'));
    expect(page.filter((e) => e === 'tick').length).toBeGreaterThanOrEqual(2);
    // ...and each full page is followed by a pause as long as it took: 40 ms of work, twice 20 ms of pause.
    expect(took).toBeGreaterThanOrEqual(75);
  });

  it('does not pause after a page read inside a transaction', async () => {
    const rows = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, text: 'outro' }));
    const read = (inTransaction: boolean) =>
      findMentioning(
        async (after, size) => {
          const end = performance.now() + 2;
          while (performance.now() < end);
          return rows.filter((r) => r.id > after).slice(0, size);
        },
        (r) => [r.text],
        ['João da Conceição'],
        { size: 2, inTransaction },
      );
    const timers = vi.spyOn(globalThis, 'setTimeout');
    try {
      await read(true);
      expect(timers).not.toHaveBeenCalled();
      await read(false);
      expect(timers).toHaveBeenCalledTimes(3);
    } finally {
      timers.mockRestore();
    }
  });
});
