import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { NfsePki } from './certs.ts';
import { verifyEnveloped } from './verify.ts';

/**
 * A fake of the Sefin Nacional API (issue 35) for tests: mTLS with the test CA; POST /nfse checks
 * the DPS against the XSD the test gives (the vendored one) and its signature with an independent
 * verifier (verify.ts), then answers the NFS-e (201) or a rejection (400, `erros`) in the API's
 * shapes; a DPS already converted answers E0014; GET /dps/{id} and GET /nfse/{chave} read what it
 * holds; POST /nfse/{chave}/eventos takes a cancellation. `down` answers 503 to everything.
 */
export type Message = { Codigo: string; Descricao: string; Complemento?: string };

export type FakeNfse = {
  url: string;
  down: boolean;
  /** A test's own rejection rule, checked after the XSD and the signature. */
  rejectIf: ((dpsXml: string) => Message[] | null) | null;
  /** A cancellation the test wants refused (past the deadline, say). */
  refuseCancel: Message[] | null;
  /** Each POST /nfse, by DPS Id, in order (rejections included). */
  posts: string[];
  /** NFS-e issued, by DPS Id. */
  issued: Map<string, { key: string; number: number; xml: string; cancelled: boolean }>;
  /** Each verified signature's subject CN, and each mTLS client's. */
  signers: string[];
  clients: Set<string>;
  close(): Promise<void>;
};

const pack = (s: string) => gzipSync(Buffer.from(s, 'utf8')).toString('base64');
const unpack = (b: string) => gunzipSync(Buffer.from(b, 'base64')).toString('utf8');
const tag = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1] ?? '';

export async function startFakeNfse(
  pki: NfsePki,
  validate: {
    dps: (xml: string) => Promise<{ valid: boolean; errors?: string[] }>;
    event: (xml: string) => Promise<{ valid: boolean; errors?: string[] }>;
  },
): Promise<FakeNfse> {
  let nextNumber = 1;
  const byKey = new Map<string, string>();
  const fake: FakeNfse = {
    url: '',
    down: false,
    rejectIf: null,
    refuseCancel: null,
    posts: [],
    issued: new Map(),
    signers: [],
    clients: new Set(),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };

  async function answer(method: string, path: string, body: Record<string, string>): Promise<[number, unknown]> {
    if (fake.down) return [503, { erros: [{ Codigo: 'E9999', Descricao: 'Serviço indisponível' }] }];
    if (method === 'POST' && path === '/nfse') {
      const xml = unpack(body.dpsXmlGZipB64 ?? '');
      const id = /<infDPS[^>]*Id="([^"]+)"/.exec(xml)?.[1] ?? '';
      fake.posts.push(id);
      const schema = await validate.dps(xml);
      if (!schema.valid)
        return [
          400,
          { erros: [{ Codigo: 'E1235', Descricao: 'Falha no esquema XML', Complemento: schema.errors?.[0] }] },
        ];
      const sig = verifyEnveloped(xml, 'infDPS', pki.caPem);
      if (!sig.ok)
        return [400, { erros: [{ Codigo: 'E0714', Descricao: 'Assinatura inválida', Complemento: sig.reason }] }];
      fake.signers.push(/CN=([^\n]+)/.exec(sig.certificate.subject)?.[1] ?? '');
      if (fake.issued.has(id)) return [400, { erros: [{ Codigo: 'E0014', Descricao: 'DPS já convertida em NFS-e' }] }];
      const refused = fake.rejectIf?.(xml);
      if (refused) return [400, { erros: refused }];
      const number = nextNumber++;
      // cMun(7) + ambiente(1) + tipo de inscrição(1) + CNPJ(14) + nNFSe(13) + AAMM(4) + código(9) + DV(1).
      const key = `${tag(xml, 'cLocEmi')}22${tag(xml, 'CNPJ').padStart(14, '0')}${String(number).padStart(13, '0')}2611${String(
        number * 7919,
      )
        .padStart(9, '0')
        .slice(-9)}0`;
      const nfse = `<NFSe xmlns="http://www.sped.fazenda.gov.br/nfse" versao="1.01"><infNFSe Id="NFS${key}"><nNFSe>${number}</nNFSe>${xml.replace(/^<\?xml[^>]*>/, '')}</infNFSe></NFSe>`;
      fake.issued.set(id, { key, number, xml: nfse, cancelled: false });
      byKey.set(key, id);
      return [201, { tipoAmbiente: 2, idDps: id, chaveAcesso: key, nfseXmlGZipB64: pack(nfse), alertas: [] }];
    }
    const dps = /^\/dps\/([^/]+)$/.exec(path);
    if (method === 'GET' && dps) {
      const found = fake.issued.get(decodeURIComponent(dps[1] ?? ''));
      return found
        ? [200, { idDps: dps[1], chaveAcesso: found.key }]
        : [404, { erros: [{ Codigo: 'E0404', Descricao: 'DPS não encontrada' }] }];
    }
    const nfse = /^\/nfse\/(\d{50})(\/eventos)?$/.exec(path);
    const found = nfse ? fake.issued.get(byKey.get(nfse[1] ?? '') ?? '') : undefined;
    if (nfse && !found) return [404, { erros: [{ Codigo: 'E0404', Descricao: 'NFS-e não encontrada' }] }];
    if (method === 'GET' && nfse && found && !nfse[2])
      return [200, { chaveAcesso: found.key, nfseXmlGZipB64: pack(found.xml) }];
    if (method === 'POST' && nfse && found && nfse[2]) {
      const xml = unpack(body.pedidoRegistroEventoXmlGZipB64 ?? '');
      const schema = await validate.event(xml);
      if (!schema.valid)
        return [
          400,
          { erros: [{ Codigo: 'E1235', Descricao: 'Falha no esquema XML', Complemento: schema.errors?.[0] }] },
        ];
      const sig = verifyEnveloped(xml, 'infPedReg', pki.caPem);
      if (!sig.ok)
        return [400, { erros: [{ Codigo: 'E0714', Descricao: 'Assinatura inválida', Complemento: sig.reason }] }];
      if (tag(xml, 'chNFSe') !== found.key)
        return [400, { erros: [{ Codigo: 'E0840', Descricao: 'Chave diferente da NFS-e' }] }];
      if (found.cancelled) return [400, { erros: [{ Codigo: 'E0841', Descricao: 'NFS-e já cancelada' }] }];
      if (fake.refuseCancel) return [400, { erros: fake.refuseCancel }];
      found.cancelled = true;
      return [201, { eventoXmlGZipB64: pack(`<evento>${xml}</evento>`) }];
    }
    return [404, { erros: [{ Codigo: 'E0404', Descricao: 'Recurso não encontrado' }] }];
  }

  const server: Server = createServer(
    { key: pki.server.key, cert: pki.server.cert, ca: [pki.caPem], requestCert: true, rejectUnauthorized: true },
    (req, res) => {
      fake.clients.add(String((req.socket as TLSSocket).getPeerCertificate().subject.CN));
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const body = (raw ? JSON.parse(raw) : {}) as Record<string, string>;
        void answer(req.method ?? 'GET', (req.url ?? '').replace(/^\/SefinNacional/, ''), body).then(
          ([status, json]) => {
            res.writeHead(status, { 'content-type': 'application/json' });
            res.end(JSON.stringify(json));
          },
        );
      });
    },
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  fake.url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
