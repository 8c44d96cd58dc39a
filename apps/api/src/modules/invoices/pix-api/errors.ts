/**
 * A PSP failure as Arena sees it. Retryable: the network failed, the PSP timed out, answered 5xx or
 * 429 — try again later with backoff. Permanent: a 4xx with the standard's problem+json (Problema:
 * type, title, status, detail, violacoes) — retrying the same request will not help.
 */

export type Violacao = {
  razao?: string;
  propriedade?: string;
  valor?: string;
};

export type Problema = {
  type: string;
  title: string;
  status: number;
  detail?: string;
  violacoes?: Violacao[];
};

export class PixPspError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** HTTP status, when the PSP answered. */
    readonly status?: number,
    /** The standard's problem, when the PSP sent one. */
    readonly problema?: Problema,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PixPspError';
  }
}

/** Network failure, timeout, 5xx or 429: try again later. */
export class PixPspRetryableError extends PixPspError {
  constructor(message: string, status?: number, problema?: Problema, options?: { cause?: unknown }) {
    super(message, true, status, problema, options);
    this.name = 'PixPspRetryableError';
  }
}

/** A 4xx (other than 429) or an answer that does not follow the standard: do not retry as is. */
export class PixPspPermanentError extends PixPspError {
  constructor(message: string, status?: number, problema?: Problema, options?: { cause?: unknown }) {
    super(message, false, status, problema, options);
    this.name = 'PixPspPermanentError';
  }
}

export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}

/** One line for logs and staff: the problem's title, detail and violations. */
export function describeProblema(p: Problema): string {
  const parts = [p.title];
  if (p.detail) parts.push(p.detail);
  for (const v of p.violacoes ?? []) parts.push([v.propriedade, v.razao].filter(Boolean).join(': '));
  return parts.join(' — ');
}
