import type { Agent } from 'node:https';
import type { PixApiSettings } from '../../../config-pix-api.js';
import type { z } from 'zod';
import { PixPspPermanentError } from './errors.js';
import type { PixPsp } from './psp.js';
import { cobvBody, cobvRevisionBody, devolucaoBody } from './requests.js';
import { answerError, exchange, makeAgent, type TlsSettings } from './transport.js';
import { DEVOLUCAO_ID_PATTERN, E2EID_PATTERN, TXID_PATTERN } from './types.js';
import { cobvAnswer, devolucaoAnswer, pixListAnswer, toCobv, toDevolucao, toPix, tokenAnswer } from './wire.js';

export type PixApiClientOptions = TlsSettings & {
  /** Base URL of the PSP's API Pix, e.g. https://pix.psp.com.br/api/v2 (no trailing slash needed). */
  url: string;
  clientId: string;
  clientSecret: string;
  /** The OAuth2 token endpoint; default the standard's example, <origin>/oauth/token. */
  tokenUrl?: string;
  /** Milliseconds for each request (default 10 000). */
  timeoutMs?: number;
  /** Seconds before the token's expiry that it is renewed (default 60). */
  renewBeforeSeconds?: number;
  now?: () => number;
};

const SCOPES = 'cobv.write cobv.read webhook.write webhook.read pix.write pix.read';

/** The API Pix over HTTPS with mTLS and OAuth2 client credentials (docs/decisions/035-pix-api-standard.md). */
export class PixApiClient implements PixPsp {
  private readonly agent: Agent;
  private readonly base: string;
  private readonly tokenUrl: URL;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private token: { value: string; renewAt: number } | null = null;
  private pendingToken: Promise<string> | null = null;

  constructor(private readonly options: PixApiClientOptions) {
    this.agent = makeAgent(options);
    this.base = options.url.replace(/\/+$/, '');
    this.tokenUrl = new URL(options.tokenUrl ?? '/oauth/token', this.base);
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  close(): void {
    this.agent.destroy();
  }

  async putCobv(txid: string, request: Parameters<PixPsp['putCobv']>[1]) {
    check('txid', txid, TXID_PATTERN);
    return toCobv(await this.call('PUT', `/cobv/${txid}`, cobvAnswer, cobvBody(request)));
  }

  async patchCobv(txid: string, revision: Parameters<PixPsp['patchCobv']>[1]) {
    check('txid', txid, TXID_PATTERN);
    return toCobv(await this.call('PATCH', `/cobv/${txid}`, cobvAnswer, cobvRevisionBody(revision)));
  }

  async getCobv(txid: string) {
    check('txid', txid, TXID_PATTERN);
    return toCobv(await this.call('GET', `/cobv/${txid}`, cobvAnswer));
  }

  async putWebhook(chave: string, webhookUrl: string) {
    await this.call('PUT', `/webhook/${encodeURIComponent(chave)}`, null, { webhookUrl });
  }

  async listPix(query: Parameters<PixPsp['listPix']>[0]) {
    const params = new URLSearchParams({ inicio: query.inicio, fim: query.fim });
    params.set('paginacao.paginaAtual', String(query.pagina ?? 0));
    if (query.itensPorPagina) params.set('paginacao.itensPorPagina', String(query.itensPorPagina));
    const answer = await this.call('GET', `/pix?${params.toString()}`, pixListAnswer);
    return { pix: answer.pix.map(toPix), paginacao: answer.parametros.paginacao };
  }

  async putDevolucao(e2eid: string, id: string, valorCents: number) {
    check('e2eid', e2eid, E2EID_PATTERN);
    check('id', id, DEVOLUCAO_ID_PATTERN);
    const answer = await this.call('PUT', `/pix/${e2eid}/devolucao/${id}`, devolucaoAnswer, devolucaoBody(valorCents));
    return toDevolucao(answer);
  }

  /** One API call with the bearer token; a 401 renews the token and tries once more. */
  private async call<S extends z.ZodTypeAny | null>(
    method: string,
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<S extends z.ZodTypeAny ? z.output<S> : undefined> {
    const what = `${method} ${path.split('?')[0]}`;
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken(attempt > 0);
      const answer = await exchange(this.agent, new URL(this.base + path), {
        method,
        timeoutMs: this.timeoutMs,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (answer.status === 401 && attempt === 0) continue;
      if (answer.status < 200 || answer.status > 299) throw answerError(what, answer);
      if (schema === null) return undefined as never;
      const parsed = schema.safeParse(answer.body);
      if (!parsed.success) {
        throw new PixPspPermanentError(`${what}: the answer does not follow the API Pix (${parsed.error.message})`);
      }
      return parsed.data as never;
    }
  }

  /** The cached token, renewed shortly before it expires or when `renew` (after a 401); one request at a time. */
  private async accessToken(renew: boolean): Promise<string> {
    if (!renew && this.token && this.now() < this.token.renewAt) return this.token.value;
    if (renew) this.token = null;
    this.pendingToken ??= this.fetchToken().finally(() => (this.pendingToken = null));
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
    const answer = await exchange(this.agent, this.tokenUrl, {
      method: 'POST',
      timeoutMs: this.timeoutMs,
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: SCOPES }).toString(),
    });
    if (answer.status < 200 || answer.status > 299) throw answerError('POST token', answer);
    const parsed = tokenAnswer.safeParse(answer.body);
    if (!parsed.success) throw new PixPspPermanentError('POST token: the answer has no access_token');
    const lifetime = parsed.data.expires_in ?? 300;
    const renewBefore = Math.min(this.options.renewBeforeSeconds ?? 60, lifetime / 2);
    this.token = { value: parsed.data.access_token, renewAt: this.now() + (lifetime - renewBefore) * 1000 };
    return this.token.value;
  }
}

function check(name: string, value: string, pattern: RegExp): void {
  if (!pattern.test(value)) throw new PixPspPermanentError(`invalid ${name} ${JSON.stringify(value)} for the API Pix`);
}

/** The client for the settings loadConfig read (config.pixApi). */
export function createPixApiClient(settings: PixApiSettings, options: Partial<PixApiClientOptions> = {}): PixApiClient {
  return new PixApiClient({ ...settings, ...options });
}
