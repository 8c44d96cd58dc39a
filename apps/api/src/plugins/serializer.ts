import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers are written by fast-json-stringify from each route's zod response schema turned into
 * JSON Schema: it is several times quicker than checking every answer with zod and then
 * `JSON.stringify`, which showed in the profiles of the list endpoints
 * (docs/decisions/010-answers-serialised-from-response-schemas.md). Like zod, it writes
 * only the declared fields, so a column the schema does not name never leaves the server. A
 * schema JSON Schema cannot express keeps zod's serializer.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  // Built on a route's first answer with that status, not at start: a process answers with a
  // few of the API's ~150 response schemas, and building them all held start back.
  let write: ((data: unknown) => string) | undefined;
  return (data: unknown) => {
    write ??= compile(route);
    return write(data);
  };
};

function compile(route: Parameters<FastifySerializerCompiler<z.ZodType>>[0]): (data: unknown) => string {
  try {
    const json = z.toJSONSchema(route.schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
    const stringify = fastJson(json as Parameters<typeof fastJson>[0]);
    return (data: unknown) => stringify(data);
  } catch {
    return zodSerializer(route as Parameters<typeof zodSerializer>[0]);
  }
}
