import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { check } from '@arena/testing/fake-psp/openapi';
import { FakePsp } from '@arena/testing/fake-psp/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PixApiClient } from '../../../src/modules/invoices/pix-api/client.ts';

/** The fake PSP's test controls: the webhook it POSTs (standard's WebhookPixBody), twice, late or lost. */
describe('fake PSP webhook', () => {
  let psp: FakePsp;
  let client: PixApiClient;
  let receiver: Server;
  const received: { url: string; body: { pix: { endToEndId: string }[] } }[] = [];
  const chave = 'b1d5c3a0-2f6e-4a8b-9c1d-0e2f3a4b5c6d';

  beforeAll(async () => {
    psp = await FakePsp.start();
    client = new PixApiClient(psp.clientSettings());
    receiver = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => {
        received.push({ url: req.url ?? '', body: JSON.parse(text) as (typeof received)[number]['body'] });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const port = (receiver.address() as AddressInfo).port;
    await client.putWebhook(chave, `http://127.0.0.1:${port}/webhooks/pix/s3cr3t`);
  });
  afterAll(async () => {
    client.close();
    await psp.close();
    await new Promise((r) => receiver.close(r));
  });

  it('POSTs {pix} to the registered address + /pix, once, twice, late or never', async () => {
    const once = await psp.pay(undefined, { valorCents: 1500, chave });
    expect(received.at(-1)).toEqual({ url: '/webhooks/pix/s3cr3t/pix', body: { pix: [once] } });
    expect(check('Pix', received.at(-1)?.body.pix[0])).toEqual([]);
    const twice = await psp.pay(undefined, { valorCents: 1600, chave, delivery: 'twice' });
    expect(received.filter((r) => r.body.pix[0]?.endToEndId === twice.endToEndId)).toHaveLength(2);
    const lost = await psp.pay(undefined, { valorCents: 1700, chave, delivery: 'lost' });
    const late = await psp.pay(undefined, { valorCents: 1800, chave, delivery: { delayMs: 200 } });
    expect(received.some((r) => r.body.pix[0]?.endToEndId === late.endToEndId)).toBe(false);
    await expect.poll(() => received.some((r) => r.body.pix[0]?.endToEndId === late.endToEndId)).toBe(true);
    expect(received.some((r) => r.body.pix[0]?.endToEndId === lost.endToEndId)).toBe(false);
    expect(psp.deliveries.every((d) => d.status === 200)).toBe(true);
    expect(psp.violations).toEqual([]);
  });
});
