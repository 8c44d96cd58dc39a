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

/**
 * xmllint-wasm starts a worker and compiles the schema on every call (hundreds of ms), so the
 * documents asked within a few milliseconds of each other (the job sends several at once) are
 * validated in one call, each getting its own result from the errors naming its file.
 */
type Waiting = { xml: string; done: (r: XsdResult) => void; fail: (e: unknown) => void };

function batcher(schemas: () => Files) {
  const waiting: Waiting[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = async () => {
    timer = undefined;
    const batch = waiting.splice(0, 64);
    if (waiting.length > 0) timer = setTimeout(() => void flush(), 2);
    const names = batch.map((_, i) => `doc${i}.xml`);
    try {
      const result = await validateXML({
        xml: batch.map((w, i) => ({ fileName: names[i] ?? '', contents: w.xml })),
        ...schemas(),
      });
      const errors = new Map<string, string[]>(names.map((n) => [n, []]));
      for (const e of result.errors) {
        const name = e.loc?.fileName ?? names.find((n) => e.rawMessage.includes(n));
        // An error naming no document (the schema itself) fails them all.
        for (const n of name && errors.has(name) ? [name] : names) errors.get(n)?.push(e.message);
      }
      batch.forEach((w, i) => {
        const list = errors.get(names[i] ?? '') ?? [];
        w.done(list.length === 0 ? { valid: true } : { valid: false, errors: list });
      });
    } catch (e) {
      for (const w of batch) w.fail(e);
    }
  };
  return (xml: string) =>
    new Promise<XsdResult>((done, fail) => {
      waiting.push({ xml, done, fail });
      timer ??= setTimeout(() => void flush(), 2);
    });
}

const dpsBatch = batcher(() => loaded('DPS_v1.01.xsd', ['tiposComplexos_v1.01.xsd', 'tiposSimples_v1.01.xsd']));
const eventBatch = batcher(() =>
  loaded('pedRegEvento_v1.01.xsd', ['tiposEventos_v1.01.xsd', 'tiposComplexos_v1.01.xsd', 'tiposSimples_v1.01.xsd']),
);

/** Validates a DPS (signed or not: the Signature is optional in the schema) against DPS_v1.01.xsd. */
export function validateDps(xml: string): Promise<XsdResult> {
  return dpsBatch(xml);
}

/** Validates a cancellation request (pedRegEvento) against pedRegEvento_v1.01.xsd. */
export function validateEventRequest(xml: string): Promise<XsdResult> {
  return eventBatch(xml);
}
