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

let files: { schema: XMLFileInfo[]; preload: XMLFileInfo[] } | undefined;

function loaded() {
  files ??= {
    schema: [schemaFile('DPS_v1.01.xsd')],
    preload: ['tiposComplexos_v1.01.xsd', 'tiposSimples_v1.01.xsd', 'xmldsig-core-schema.xsd'].map(schemaFile),
  };
  return files;
}

export type XsdResult = { valid: true } | { valid: false; errors: string[] };

/** Validates a DPS (signed or not: the Signature is optional in the schema) against DPS_v1.01.xsd. */
export async function validateDps(xml: string): Promise<XsdResult> {
  const result = await validateXML({ xml: [{ fileName: 'dps.xml', contents: xml }], ...loaded() });
  if (result.valid) return { valid: true };
  return { valid: false, errors: result.errors.map((e) => e.message) };
}
