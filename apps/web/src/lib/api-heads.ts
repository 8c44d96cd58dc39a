import type { Head } from '@arena/shared/contract/endpoint';
import type { EndpointName } from '@arena/shared/contract/endpoints';

/**
 * Each call's method, path and access rule, put in by the build from the one definition of each
 * endpoint (packages/shared/src/<area>/calls.ts; vite.config.ts): the schemas stay out of the bundle, so the
 * login page carries no zod.
 */
declare const __API_HEADS__: string;

let heads: Record<string, Head> | undefined;

/** Endpoint `name`'s method, path and access rule (unpacked from `packedApiHeads` on first use). */
export function headOf(name: EndpointName): Head {
  if (!heads) {
    heads = {};
    for (const line of __API_HEADS__.split('\n')) {
      const [call = '', method, path, access, roles] = line.split(' ');
      heads[call] = { method, path, access, ...(roles ? { roles: roles.split(',') } : {}) } as Head;
    }
  }
  return heads[name] as Head;
}
