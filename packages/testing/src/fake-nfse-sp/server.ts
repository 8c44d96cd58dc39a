import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { NfsePki } from '../fake-nfse/certs.ts';
import { type El, field, parseXml, rpsString, verifyAscii, verifyMessage } from './verify.ts';

/**
 * A fake of São Paulo's NFS-e web service (lotenfe.asmx, layout version 2) for tests: mTLS with
 * the test CA; SOAP 1.2 with VersaoSchema and MensagemXML; each message checked against the XSD
 * the test gives (the vendored one), its XMLDSig and each RPS's own signature with verify.ts;
 * answers RetornoEnvioLoteRPS / RetornoCancelamentoNFe in the service's shapes. TesteEnvioLoteRPS
 * checks and issues nothing; EnvioLoteRPS (transacao false) turns each valid RPS into an NFS-e.
 * Codes: 1206 is the city's "Assinatura Digital do RPS incorreta"; the fake's other codes are its
 * own (1001 schema, 1057 message signature, 1305 already cancelled). `down` answers HTTP 503.
 * ConsultaNFe by ChaveRPS answers RetornoConsulta with an NFe for each RPS that became one (none
 * for the others). `stallAfterIssue` makes EnvioLoteRPS issue and then hold its answer that long:
 * the client times out after the city issued (an answer lost in transit).
 */
export type SpEventOut = { Codigo: string; Descricao: string };

export type FakeNfseSp = {
  url: string;
  down: boolean;
  /** A test's own rejection of an RPS (after the XSD and signatures), e.g. a CPF the city does not know. */
  rejectIf: ((rps: { number: string; taker: string; amount: string; service: string }) => SpEventOut | null) | null;
  /** Each call, by operation, with the RPS numbers it carried. */
  calls: { operation: string; rps: string[] }[];
  /** NFS-e issued, by RPS number. */
  issued: Map<string, { number: number; code: string; cancelled: boolean }>;
  clients: Set<string>;
  stallAfterIssue: number;
  close(): Promise<void>;
};

type Validate = (xml: string) => Promise<{ valid: boolean; errors?: string[] }>;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const NS = 'http://www.prefeitura.sp.gov.br/nfe';

function event(tag: 'Erro' | 'Alerta', e: SpEventOut, rpsKey?: string): string {
  return `<${tag}><Codigo>${e.Codigo}</Codigo><Descricao>${esc(e.Descricao)}</Descricao>${rpsKey ?? ''}</${tag}>`;
}

function retorno(root: string, success: boolean, body: string): string {
  return `<p1:${root} xmlns:p1="${NS}"><Cabecalho Versao="2"><Sucesso>${success}</Sucesso></Cabecalho>${body}</p1:${root}>`;
}

export async function startFakeNfseSp(
  pki: NfsePki,
  validate: { batch: Validate; cancel: Validate; consult?: Validate },
): Promise<FakeNfseSp> {
  let nextNumber = 1;
  const fake: FakeNfseSp = {
    url: '',
    down: false,
    rejectIf: null,
    calls: [],
    issued: new Map(),
    clients: new Set(),
    stallAfterIssue: 0,
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };

  async function batch(message: string, real: boolean): Promise<string> {
    const schema = await validate.batch(message);
    if (!schema.valid)
      return retorno(
        'RetornoEnvioLoteRPS',
        false,
        event('Erro', { Codigo: '1001', Descricao: schema.errors?.[0] ?? 'XSD' }),
      );
    const sig = verifyMessage(message, pki.caPem);
    if (!sig.ok) return retorno('RetornoEnvioLoteRPS', false, event('Erro', { Codigo: '1057', Descricao: sig.reason }));
    const events: string[] = [];
    const keys: string[] = [];
    const cabecalho = sig.root.getElementsByTagName('Cabecalho')[0];
    const senderCnpj = field(cabecalho, 'CNPJ');
    if (!sig.certificate.subject.includes(senderCnpj)) {
      return retorno(
        'RetornoEnvioLoteRPS',
        false,
        event('Erro', { Codigo: '1058', Descricao: 'Remetente não é o titular do certificado' }),
      );
    }
    for (const rps of Array.from(sig.root.getElementsByTagName('RPS')) as El[]) {
      const key = rps.getElementsByTagName('ChaveRPS')[0];
      const chaveRps = `<ChaveRPS><InscricaoPrestador>${field(key, 'InscricaoPrestador')}</InscricaoPrestador><SerieRPS>${field(key, 'SerieRPS')}</SerieRPS><NumeroRPS>${field(key, 'NumeroRPS')}</NumeroRPS></ChaveRPS>`;
      if (!verifyAscii(rpsString(rps), field(rps, 'Assinatura'), sig.certificate)) {
        events.push(event('Erro', { Codigo: '1206', Descricao: 'Assinatura Digital do RPS incorreta.' }, chaveRps));
        continue;
      }
      const taker = field(rps, 'CPF') || field(rps, 'CNPJ');
      const refused = fake.rejectIf?.({
        number: field(key, 'NumeroRPS'),
        taker,
        amount: field(rps, 'ValorFinalCobrado'),
        service: field(rps, 'CodigoServico'),
      });
      if (refused) {
        events.push(event('Erro', refused, chaveRps));
        continue;
      }
      if (!real) continue;
      const rpsNumber = field(key, 'NumeroRPS');
      let nfe = fake.issued.get(rpsNumber);
      if (!nfe) {
        const number = nextNumber++;
        nfe = {
          number,
          code: `T${String(number * 7919)
            .padStart(7, '0')
            .slice(-7)}`,
          cancelled: false,
        };
        fake.issued.set(rpsNumber, nfe);
      }
      keys.push(
        `<ChaveNFeRPS><ChaveNFe><InscricaoPrestador>${field(key, 'InscricaoPrestador')}</InscricaoPrestador><NumeroNFe>${nfe.number}</NumeroNFe><CodigoVerificacao>${nfe.code}</CodigoVerificacao></ChaveNFe>${chaveRps}</ChaveNFeRPS>`,
      );
    }
    return retorno('RetornoEnvioLoteRPS', true, events.join('') + keys.join(''));
  }

  async function cancel(message: string): Promise<string> {
    const schema = await validate.cancel(message);
    if (!schema.valid)
      return retorno(
        'RetornoCancelamentoNFe',
        false,
        event('Erro', { Codigo: '1001', Descricao: schema.errors?.[0] ?? 'XSD' }),
      );
    const sig = verifyMessage(message, pki.caPem);
    if (!sig.ok)
      return retorno('RetornoCancelamentoNFe', false, event('Erro', { Codigo: '1057', Descricao: sig.reason }));
    const errors: string[] = [];
    for (const detalhe of Array.from(sig.root.getElementsByTagName('Detalhe')) as El[]) {
      const ccm = field(detalhe, 'InscricaoPrestador');
      const number = field(detalhe, 'NumeroNFe');
      const text = ccm.padStart(12, '0') + number.padStart(12, '0');
      if (!verifyAscii(text, field(detalhe, 'AssinaturaCancelamento'), sig.certificate)) {
        errors.push(event('Erro', { Codigo: '1207', Descricao: 'Assinatura de cancelamento incorreta.' }));
        continue;
      }
      const nfe = [...fake.issued.values()].find((n) => String(n.number) === number);
      if (!nfe) errors.push(event('Erro', { Codigo: '1310', Descricao: 'NFS-e não encontrada.' }));
      else if (nfe.cancelled) errors.push(event('Erro', { Codigo: '1305', Descricao: 'NFS-e já cancelada.' }));
      else nfe.cancelled = true;
    }
    return retorno('RetornoCancelamentoNFe', errors.length === 0, errors.join(''));
  }

  async function consult(message: string): Promise<string> {
    const schema = validate.consult ? await validate.consult(message) : { valid: true };
    if (!schema.valid)
      return retorno(
        'RetornoConsulta',
        false,
        event('Erro', { Codigo: '1001', Descricao: schema.errors?.[0] ?? 'XSD' }),
      );
    const sig = verifyMessage(message, pki.caPem);
    if (!sig.ok) return retorno('RetornoConsulta', false, event('Erro', { Codigo: '1057', Descricao: sig.reason }));
    const found: string[] = [];
    for (const key of Array.from(sig.root.getElementsByTagName('ChaveRPS')) as El[]) {
      const ccm = field(key, 'InscricaoPrestador');
      const nfe = fake.issued.get(field(key, 'NumeroRPS'));
      if (!nfe) continue;
      found.push(
        `<NFe><ChaveNFe><InscricaoPrestador>${ccm}</InscricaoPrestador><NumeroNFe>${nfe.number}</NumeroNFe><CodigoVerificacao>${nfe.code}</CodigoVerificacao></ChaveNFe>` +
          `<ChaveRPS><InscricaoPrestador>${ccm}</InscricaoPrestador><SerieRPS>${field(key, 'SerieRPS')}</SerieRPS><NumeroRPS>${field(key, 'NumeroRPS')}</NumeroRPS></ChaveRPS>` +
          `<StatusNFe>${nfe.cancelled ? 'C' : 'N'}</StatusNFe></NFe>`,
      );
    }
    return retorno('RetornoConsulta', true, found.join(''));
  }

  async function answer(body: string): Promise<[number, string]> {
    if (fake.down) return [503, 'Service Unavailable'];
    const env = parseXml(body);
    const request = Array.from(env.getElementsByTagNameNS(NS, '*')).find((n) => n.localName.endsWith('Request'));
    const operation = request?.localName.replace(/Request$/, '') ?? '';
    const message = field(request, 'MensagemXML');
    fake.calls.push({
      operation,
      rps: [...message.matchAll(/<NumeroRPS>(\d+)<\/NumeroRPS>/g)].map((m) => m[1] ?? ''),
    });
    let out: string;
    if (operation === 'TesteEnvioLoteRPS') out = await batch(message, false);
    else if (operation === 'EnvioLoteRPS') {
      out = await batch(message, true);
      if (fake.stallAfterIssue > 0) await new Promise((r) => setTimeout(r, fake.stallAfterIssue));
    } else if (operation === 'ConsultaNFe') out = await consult(message);
    else if (operation === 'CancelamentoNFe') out = await cancel(message);
    else
      return [
        500,
        '<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body><soap:Fault><soap:Reason><soap:Text>operação desconhecida</soap:Text></soap:Reason></soap:Fault></soap:Body></soap:Envelope>',
      ];
    return [
      200,
      `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body><${operation}Response xmlns="${NS}"><RetornoXML>${esc(out)}</RetornoXML></${operation}Response></soap:Body></soap:Envelope>`,
    ];
  }

  const server: Server = createServer(
    { key: pki.server.key, cert: pki.server.cert, ca: [pki.caPem], requestCert: true, rejectUnauthorized: true },
    (req, res) => {
      fake.clients.add(String((req.socket as TLSSocket).getPeerCertificate().subject.CN));
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        void answer(Buffer.concat(chunks).toString('utf8')).then(([status, xml]) => {
          res.writeHead(status, { 'content-type': 'application/soap+xml; charset=utf-8' });
          res.end(xml);
        });
      });
    },
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  fake.url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/lotenfe.asmx`;
  return fake;
}
