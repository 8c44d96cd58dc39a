import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import type { XsdResult } from '../national/xsd.ts';

// São Paulo's layout version 2 schemas, vendored unchanged in ../schemas/sao-paulo (README there).
const dir = fileURLToPath(new URL('../schemas/sao-paulo/', import.meta.url));

const file = (name: string): XMLFileInfo => ({ fileName: name, contents: readFileSync(dir + name, 'utf8') });

const cache = new Map<string, { schema: XMLFileInfo[]; preload: XMLFileInfo[] }>();

function schemas(main: string) {
  let s = cache.get(main);
  if (!s) {
    s = { schema: [file(main)], preload: ['TiposNFe_v02.xsd', 'xmldsig-core-schema_v02.xsd'].map(file) };
    cache.set(main, s);
  }
  return s;
}

/**
 * One xmllint-wasm call per message (a batch holds up to 50 RPS, so a month of 2,000 invoices is
 * 40 calls, not 2,000: no batching of calls as national/xsd.ts needs).
 */
async function validate(main: string, xml: string): Promise<XsdResult & { lines?: (number | null)[] }> {
  const result = await validateXML({ xml: [{ fileName: 'message.xml', contents: xml }], ...schemas(main) });
  if (result.valid) return { valid: true };
  return {
    valid: false,
    errors: result.errors.map((e) => e.message),
    lines: result.errors.map((e) => e.loc?.lineNumber ?? null),
  };
}

/** A batch's errors come with their line, so message.ts puts each RPS on a line of its own. */
export const validateBatch = (xml: string) => validate('PedidoEnvioLoteRPS_v02.xsd', xml);
export const validateCancel = (xml: string) => validate('PedidoCancelamentoNFe_v02.xsd', xml);
export const validateConsult = (xml: string) => validate('PedidoConsultaNFe_v02.xsd', xml);
export const validateBatchAnswer = (xml: string) => validate('RetornoEnvioLoteRPS_v02.xsd', xml);
export const validateCancelAnswer = (xml: string) => validate('RetornoCancelamentoNFe_v02.xsd', xml);
