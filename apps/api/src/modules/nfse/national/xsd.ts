import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

// The national layout's schemas, vendored unchanged in ../schemas/national (README there).
const dir = fileURLToPath(new URL('../schemas/national/', import.meta.url));

/**
 * The published TSSerieDPS pattern `^(?!0{1,5}$)\d{1,5}$` is not an XSD regular expression
 * (XSD has no anchors nor look-ahead), so libxml2 refuses to compile the schema. It is replaced
 * in memory, never in the vendored file, by the XSD pattern meaning the same thing with the
 * type's maxLength 5: one to five digits, not all zeros.
 */
const seriePublished = 'value="^(?!0{1,5}$)\\d{1,5}$"';
const serieXsd = 'value="0{0,4}[1-9][0-9]{0,4}"';

function schemaFile(name: string): XMLFileInfo {
  let contents = readFileSync(dir + name, 'utf8');
  if (name.startsWith('tiposSimples')) {
    if (!contents.includes(seriePublished)) {
      throw new Error(`${name}: the TSSerieDPS pattern changed; review xsd.ts`);
    }
    contents = contents.replace(seriePublished, serieXsd);
  }
  return { fileName: name, contents };
}

type Files = { schema: XMLFileInfo[]; preload: XMLFileInfo[] };
const files = new Map<string, Files>();

function loaded(main: string, includes: string[]): Files {
  let f = files.get(main);
  if (!f) {
    f = { schema: [schemaFile(main)], preload: [...includes, 'xmldsig-core-schema.xsd'].map(schemaFile) };
    files.set(main, f);
  }
  return f;
}

export type XsdResult = { valid: true } | { valid: false; errors: string[] };

/** Validates a DPS (signed or not: the Signature is optional in the schema) against DPS_v1.01.xsd. */
export async function validateDps(xml: string): Promise<XsdResult> {
  const schemas = loaded('DPS_v1.01.xsd', ['tiposComplexos_v1.01.xsd', 'tiposSimples_v1.01.xsd']);
  const result = await validateXML({ xml: [{ fileName: 'dps.xml', contents: xml }], ...schemas });
  if (result.valid) return { valid: true };
  return { valid: false, errors: result.errors.map((e) => e.message) };
}

/** Validates a cancellation request (pedRegEvento) against pedRegEvento_v1.01.xsd. */
export async function validateEventRequest(xml: string): Promise<XsdResult> {
  const schemas = loaded('pedRegEvento_v1.01.xsd', [
    'tiposEventos_v1.01.xsd',
    'tiposComplexos_v1.01.xsd',
    'tiposSimples_v1.01.xsd',
  ]);
  const result = await validateXML({ xml: [{ fileName: 'evento.xml', contents: xml }], ...schemas });
  if (result.valid) return { valid: true };
  return { valid: false, errors: result.errors.map((e) => e.message) };
}
