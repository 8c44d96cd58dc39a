import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** The bench's measuring tools: load with autocannon, CPU time and peak memory of a process. */

/** Highest resident memory of a process while `work` runs, in MB. */
export async function peakRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; mb: number }> {
  let peak = 0;
  const sample = () => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      peak = Math.max(peak, kb / 1024);
    } catch {
      // The process is gone; keep what was seen.
    }
  };
  const timer = setInterval(sample, 100);
  try {
    const result = await work();
    sample();
    return { result, mb: peak };
  } finally {
    clearInterval(timer);
  }
}

export type Load = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
  /** CPU time the server process spent per answered request, in µs (when its pid is given). */
  cpuUs?: number;
};

/** User + system CPU time of a process so far, in ms (Linux: /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Runs autocannon (50 connections, `duration` seconds unless `amount` is given), prints the
 * figures and keeps them in `raw` under `name`; with the server's pid, its CPU time per request.
 */
export function loader(raw: Record<string, unknown>, duration: number) {
  return async function load(name: string, options: autocannon.Options, pid?: number): Promise<Load> {
    const before = pid ? cpuMs(pid) : 0;
    // A fixed number of requests (amount) replaces the fixed duration.
    const r = await autocannon({ connections: 50, ...(options.amount ? {} : { duration }), ...options });
    const out: Load = {
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
      requests: r.requests.total,
    };
    if (pid) out.cpuUs = ((cpuMs(pid) - before) * 1000) / Math.max(1, r.requests.total);
    raw[name] = out;
    console.log(
      `  ${name}: ${out.rps.toFixed(0)} req/s, p50 ${out.p50} ms, p99 ${out.p99} ms, errors ${out.errors}, non-2xx ${out.non2xx}` +
        (out.cpuUs === undefined ? '' : `, ${out.cpuUs.toFixed(1)} µs CPU/request`),
    );
    return out;
  };
}
