import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import formats from 'ajv-formats';
import { parse } from 'yaml';

/**
 * The vendored API Pix openapi.yaml (packages/testing/pix/openapi.yaml) as JSON-schema validators:
 * `check('CobVSolicitada', body)` returns the violations of that component schema, $refs resolved.
 * Two readings where the file contradicts itself, both noted in packages/testing/pix/README.md:
 * - a `location` is written without a scheme in its own examples (pix.example.com/qr/v2/…) though its
 *   format is `uri`: `uri` accepts a URL, or a host followed by a path;
 * - some patterns are written as JavaScript literals (`/^\\d{11}$/` for a CPF): read without the slashes;
 * - DadosRecebedor requires logradouro, cidade, uf and cep beside `recebedor` as well as inside it: inside only;
 * - PixConsultados requires `cobs` (a copy of CobsConsultadas's list), which no Pix list has: not required.
 */
const SPEC_PATH = fileURLToPath(new URL('../../pix/openapi.yaml', import.meta.url));

type Spec = { info: { version: string }; components: { schemas: Record<string, { required?: string[] }> } };

let loaded: { ajv: Ajv; version: string; cache: Map<string, ValidateFunction> } | null = null;

function load() {
  if (loaded) return loaded;
  const spec = parse(readFileSync(SPEC_PATH, 'utf8')) as Spec;
  const pixConsultados = spec.components.schemas.PixConsultados;
  if (pixConsultados) pixConsultados.required = ['parametros'];
  const dadosRecebedor = spec.components.schemas.DadosRecebedor;
  if (dadosRecebedor) delete dadosRecebedor.required;
  const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false, validateFormats: true });
  // ajv-formats is CommonJS with a `default` export beside module.exports.
  const addFormats = (formats as unknown as { default?: typeof formats }).default ?? formats;
  (addFormats as unknown as (a: Ajv) => void)(ajv);
  ajv.addFormat(
    'uri',
    (v: string) => /^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(v) || /^[\w.-]+\.[a-z]{2,}(:\d+)?\/\S*$/i.test(v),
  );
  unslashPatterns(spec.components);
  ajv.addSchema({ components: spec.components }, 'pix-api');
  loaded = { ajv, version: spec.info.version, cache: new Map() };
  return loaded;
}

/** The openapi's version (info.version). */
export function openapiVersion(): string {
  return load().version;
}

/** Violations of `components.schemas[name]` by `value`, as lines; empty when it conforms. */
export function check(name: string, value: unknown): string[] {
  const { ajv, cache } = load();
  let validate = cache.get(name);
  if (!validate) {
    validate = ajv.compile({ $ref: `pix-api#/components/schemas/${name}` });
    cache.set(name, validate);
  }
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'invalid'}`);
}

function unslashPatterns(node: unknown): void {
  if (Array.isArray(node)) node.forEach(unslashPatterns);
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if (typeof o.pattern === 'string' && /^\/.+\/$/.test(o.pattern)) o.pattern = o.pattern.slice(1, -1);
    Object.values(o).forEach(unslashPatterns);
  }
}
