import { randomBytes } from 'node:crypto';
import { createServer, request as httpsRequest, type Server } from 'node:https';
import { request as httpRequest } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { makeTestPki, type TestPki } from './certs.js';
import { check } from './openapi.js';
import { problem, route, type Answer, type FakeState } from './routes.js';
import { newEndToEndId, toMoney, type WirePix } from './store.js';

export type Delivery = 'once' | 'twice' | 'lost' | { delayMs: number };

/**
 * A PSP speaking the Banco Central's API Pix, for tests: HTTPS with mTLS (a CA made in the run; only
 * clients with a certificate it signed get through), an OAuth2 token endpoint, cobv, webhook, pix and
 * devolução. Every request body and every answer is checked against the vendored openapi.yaml; a
 * request that breaks it gets the standard's 400, an answer that would break it fails the test
 * (`violations` lists it, and the request gets a 500).
 */
export class FakePsp {
  readonly pki: TestPki;
  readonly clientId = 'arena-test';
  readonly clientSecret = randomBytes(12).toString('hex');
  /** Calls by "METHOD /path-pattern" (token: "POST /oauth/token"). */
  readonly calls = new Map<string, number>();
  /** Webhook deliveries attempted, with the answer status (0 = unreachable). */
  readonly deliveries: { url: string; body: unknown; status: number }[] = [];
  /** Answers the fake would have sent that break the standard (always expect it empty). */
  readonly violations: string[] = [];
  tokenSeconds = 3600;
  private readonly tokens = new Map<string, number>();
  private readonly state: FakeState;
  private server: Server;
  private mode: 'up' | '503' | 'refused' = 'up';
  private readonly sockets = new Set<Socket>();

  private constructor(pki: TestPki, now: () => Date) {
    this.pki = pki;
    this.state = { cobvs: new Map(), webhooks: new Map(), pix: [], now, host: 'pix.fake-psp.test' };
    this.server = createServer(
      { cert: pki.server.cert, key: pki.server.key, ca: pki.ca.cert, requestCert: true, rejectUnauthorized: true },
      (req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const answer = this.handle(
            req.method ?? 'GET',
            req.url ?? '/',
            req.headers,
            Buffer.concat(chunks).toString(),
          );
          res.writeHead(
            answer.status,
            answer.body === undefined
              ? {}
              : { 'content-type': answer.schema === 'Problema' ? 'application/problem+json' : 'application/json' },
          );
          res.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
        });
      },
    );
    this.server.on('secureConnection', (s: Socket) => {
      if (this.mode === 'refused') return s.destroy();
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
  }

  /** Starts on 127.0.0.1 at a free port with a fresh test PKI. */
  static async start(options: { now?: () => Date; pki?: TestPki } = {}): Promise<FakePsp> {
    const fake = new FakePsp(options.pki ?? (await makeTestPki()), options.now ?? (() => new Date()));
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  /** Base URL of the API (what PIX_API_URL would be). */
  get url(): string {
    return `https://localhost:${(this.server.address() as AddressInfo).port}/api/v2`;
  }

  get tokenUrl(): string {
    return `https://localhost:${(this.server.address() as AddressInfo).port}/oauth/token`;
  }

  /** Settings for PixApiClient / config.pixApi. */
  clientSettings() {
    return {
      url: this.url,
      tokenUrl: this.tokenUrl,
      clientId: this.clientId,
      clientSecret: this.clientSecret,
      cert: this.pki.client.cert,
      key: this.pki.client.key,
      ca: this.pki.ca.cert,
    };
  }

  /** The PSP unavailable: every call answers 503, or every connection is dropped. */
  down(how: '503' | 'refused' = '503'): void {
    this.mode = how;
    if (how === 'refused') for (const s of this.sockets) s.destroy();
  }

  up(): void {
    this.mode = 'up';
  }

  count(key: string): number {
    return this.calls.get(key) ?? 0;
  }

  /** Forget every token: the next call with an old one gets 401 (as at a PSP's key rotation). */
  revokeTokens(): void {
    this.tokens.clear();
  }

  cobv(txid: string) {
    return this.state.cobvs.get(txid)?.cobv;
  }

  webhook(chave: string) {
    return this.state.webhooks.get(chave)?.webhookUrl;
  }

  /**
   * The payer pays the cobv `txid` (or any amount with no txid): records the Pix, concludes the charge,
   * and POSTs `{pix: [pix]}` to `<registered webhookUrl>/pix` as the standard says, once, twice, late
   * (after delayMs, not awaited) or never ('lost': only GET /pix finds it). Returns the Pix.
   */
  async pay(
    txid: string | undefined,
    payment: {
      valorCents: number;
      pagador?: { nome: string; cpf?: string; cnpj?: string };
      chave?: string;
      delivery?: Delivery;
      infoPagador?: string;
    },
  ): Promise<WirePix> {
    const at = this.state.now();
    const found = txid ? this.state.cobvs.get(txid) : undefined;
    const chave = payment.chave ?? String(found?.cobv.chave ?? this.state.webhooks.keys().next().value ?? '');
    const pix: WirePix = {
      endToEndId: newEndToEndId(at),
      ...(txid ? { txid } : {}),
      valor: toMoney(payment.valorCents),
      chave,
      horario: at.toISOString(),
      ...(payment.pagador ? { pagador: payment.pagador } : {}),
      ...(payment.infoPagador ? { infoPagador: payment.infoPagador } : {}),
    };
    this.record('Pix', pix);
    this.state.pix.push(pix);
    if (found) {
      found.cobv.pix = [...(found.cobv.pix ?? []), pix];
      found.cobv.status = 'CONCLUIDA';
    }
    const delivery = payment.delivery ?? 'once';
    if (delivery === 'lost') return pix;
    if (typeof delivery === 'object') {
      setTimeout(() => void this.notify(chave, [pix]), delivery.delayMs);
      return pix;
    }
    await this.notify(chave, [pix]);
    if (delivery === 'twice') await this.notify(chave, [pix]);
    return pix;
  }

  /** POSTs `{pix}` to the registered webhook of `chave` (+ "/pix"); resolves with the status (0 = unreachable). */
  async notify(chave: string, pix: WirePix[]): Promise<number> {
    const registered = this.state.webhooks.get(chave);
    if (!registered) return 0;
    const url = new URL(registered.webhookUrl.replace(/\/+$/, '') + '/pix');
    const body = { pix };
    this.record('Pix', pix[0]);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const status = await new Promise<number>((resolve) => {
      const req = send(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          cert: this.pki.server.cert,
          key: this.pki.server.key,
          ca: this.pki.ca.cert,
          timeout: 5000,
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', () => resolve(0));
      req.on('timeout', () => req.destroy());
      req.end(JSON.stringify(body));
    });
    this.deliveries.push({ url: url.toString(), body, status });
    return status;
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(
    method: string,
    rawUrl: string,
    headers: Record<string, string | string[] | undefined>,
    text: string,
  ): Answer {
    const url = new URL(rawUrl, 'https://localhost');
    const key = `${method} ${url.pathname.replace(/\/(cobv|webhook|pix)\/[^/]+/, '/$1/{id}').replace(/\/devolucao\/[^/]+$/, '/devolucao/{id}')}`;
    this.calls.set(key, (this.calls.get(key) ?? 0) + 1);
    if (this.mode === '503')
      return this.record('Problema', problem(503, 'ServicoIndisponivel', 'Serviço indisponível.'));
    if (method === 'POST' && url.pathname === '/oauth/token') return this.token(headers, text);
    const bearer = /^Bearer (.+)$/.exec(String(headers.authorization ?? ''))?.[1];
    const expires = bearer ? this.tokens.get(bearer) : undefined;
    if (!expires || expires < Date.now())
      return this.record('Problema', problem(401, 'AcessoNegado', 'Token ausente, inválido ou expirado.'));
    let body: unknown;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        return this.record('Problema', problem(400, 'RequisicaoInvalida', 'JSON inválido.'));
      }
    }
    const answer = route(this.state, method, url, body);
    return answer.schema ? this.record(answer.schema, answer) : answer;
  }

  private token(headers: Record<string, string | string[] | undefined>, text: string): Answer {
    const basic = /^Basic (.+)$/.exec(String(headers.authorization ?? ''))?.[1];
    const [id, secret] = Buffer.from(basic ?? '', 'base64')
      .toString()
      .split(':');
    const form = new URLSearchParams(text);
    if (id !== this.clientId || secret !== this.clientSecret || form.get('grant_type') !== 'client_credentials') {
      return { status: 401, body: { error: 'invalid_client' } };
    }
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, Date.now() + this.tokenSeconds * 1000);
    return {
      status: 200,
      body: {
        access_token: token,
        token_type: 'Bearer',
        expires_in: this.tokenSeconds,
        scope: form.get('scope') ?? '',
      },
    };
  }

  /** Checks what the fake sends against the standard; a breach is recorded and becomes a 500. */
  private record<T>(schema: string, value: T): T {
    const body =
      (value as Answer | undefined)?.status !== undefined && schema !== 'Pix' ? (value as Answer).body : value;
    const errors = check(schema, body);
    if (errors.length) {
      this.violations.push(`${schema}: ${errors.join('; ')}`);
      if ((value as Answer).status !== undefined && schema !== 'Pix') return { status: 500, body: { errors } } as T;
    }
    return value;
  }
}
