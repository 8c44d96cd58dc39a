import type { CobvAnswer, NewCobv, PixPort } from '../../src/modules/invoices/pix/port.ts';
import type { ReceivedPix } from '../../src/modules/invoices/pix/received.service.ts';

/**
 * A PSP held in memory behind the port the API Pix client implements (modules/invoices/pix/port.ts):
 * charges by txid, the Pix it lists, the webhook address registered, and `down` to make every call
 * fail as a PSP out of the air does (a retryable error). The API Pix client's own fake PSP, over
 * HTTPS and mTLS, is branch pix-psp's.
 */
export class MemoryPsp implements PixPort {
  down = false;
  cobv = new Map<string, { cobv: NewCobv; state: CobvAnswer['state'] }>();
  puts: string[] = [];
  pix: ReceivedPix[] = [];
  listed: Array<[string, string]> = [];
  private fail() {
    if (this.down) throw Object.assign(new Error('PSP fora do ar'), { retryable: true });
  }
  private answer(txid: string): CobvAnswer {
    const c = this.cobv.get(txid);
    if (!c) throw Object.assign(new Error('cobrança não encontrada'), { retryable: false });
    return { state: c.state, copia_e_cola: `00020101021226...${txid}6304ABCD`, revision: 0 };
  }
  async createCobv(txid: string, cobv: NewCobv) {
    this.fail();
    this.puts.push(txid);
    await new Promise((r) => setTimeout(r, 5));
    if (!this.cobv.has(txid)) this.cobv.set(txid, { cobv, state: 'ativa' });
    return this.answer(txid);
  }
  revised: Array<[string, number]> = [];
  async reviseCobv(txid: string, cents: number) {
    this.fail();
    this.revised.push([txid, cents]);
    return this.answer(txid);
  }
  async removeCobv(txid: string) {
    this.fail();
    const c = this.cobv.get(txid);
    if (c) c.state = 'removida';
    return this.answer(txid);
  }
  async readCobv(txid: string) {
    this.fail();
    return this.answer(txid);
  }
  webhook: string | null = null;
  async registerWebhook(url: string) {
    this.fail();
    this.webhook = url;
  }
  async listPix(from: string, to: string) {
    this.fail();
    this.listed.push([from, to]);
    return this.pix.filter((p) => p.received_at >= from && p.received_at <= to);
  }
  refunds: Array<[string, string, number]> = [];
  async refund(endToEndId: string, id: string, cents: number) {
    this.fail();
    this.refunds.push([endToEndId, id, cents]);
    return 'em_processamento' as const;
  }
}
