import type { Head } from '@arena/shared/contract/endpoint';
import type { EndpointName } from '@arena/shared/contract/endpoints';

/**
 * Each call's method, path and access rule, put in by the build from the one definition of each
 * endpoint (packages/shared/src/<area>/calls.ts; vite.config.ts): the schemas stay out of the bundle, so the
 * login page carries no zod.
 */
declare const __API_HEADS__: Record<EndpointName, Head>;

/** Endpoint `name`'s method, path and access rule. */
export function headOf(name: EndpointName): Head {
  return __API_HEADS__[name];
}
