import { registrationCookie, registrationSteps } from '@arena/testing/members';
import { freePort, startServer } from '../apps/api/test/process.ts';
import { apiPath } from '@arena/shared/contract/endpoints';

/**
 * A member's login while anonymous callers flood registration's password step (the costliest
 * thing an anonymous caller can ask for: an argon2id hash) from four addresses, beside the same
 * login undisturbed (docs/product.md#api: the hashing pool's queue cannot be monopolised). The server
 * must trust 127.0.0.1 as its proxy, so X-Forwarded-For gives each caller its own address.
 */
export type LoginTimes = { p50: number; p95: number; max: number };
export type FloodResult = {
  undisturbed: LoginTimes;
  flooded: LoginTimes;
  flood: { hashed: number; refused: number; other: number };
};

const post = (origin: string, path: string, body: unknown, headers: Record<string, string>) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

async function loginTimes(origin: string, email: string, password: string, n: number): Promise<LoginTimes> {
  const ms: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const t0 = performance.now();
    const res = await post(origin, apiPath('createSession'), { email, password }, { 'x-forwarded-for': '10.50.0.1' });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`member login answered ${res.status}`);
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: ms[ms.length - 1] ?? 0 };
}

/** A registration draft up to its password step, started from `ip`. */
async function draftFrom(origin: string, ip: string) {
  const email = `flood-${ip.replaceAll('.', '-')}-${Date.now()}@bench.test`;
  const first = await post(origin, apiPath('registerEmail'), { email }, { 'x-forwarded-for': ip });
  const cookie = registrationCookie(first.headers);
  for (const [step, body] of registrationSteps({ email }).slice(0, 2)) {
    const res = await post(origin, apiPath(step), body, { 'x-forwarded-for': ip, cookie });
    if (res.status !== 200) throw new Error(`${step} answered ${res.status}`);
  }
  return { email, cookie, ip };
}

export async function loginUnderFlood(origin: string, email: string, password: string): Promise<FloodResult> {
  const undisturbed = await loginTimes(origin, email, password, 30);
  const drafts = await Promise.all(
    ['10.60.0.1', '10.60.0.2', '10.60.0.3', '10.60.0.4'].map((ip) => draftFrom(origin, ip)),
  );
  const flood = { hashed: 0, refused: 0, other: 0 };
  let flooding = true;
  // Eight callers per address, each sending the password step again as soon as it is answered.
  const callers = drafts.flatMap((d) =>
    Array.from({ length: 8 }, async () => {
      while (flooding) {
        const res = await post(
          origin,
          apiPath('registerPass'),
          { email: d.email, password: 'senha123', confirm_password: 'senha123' },
          { 'x-forwarded-for': d.ip, cookie: d.cookie },
        );
        await res.arrayBuffer();
        if (res.status === 200) flood.hashed += 1;
        else if (res.status === 429) flood.refused += 1;
        else flood.other += 1;
      }
    }),
  );
  await new Promise((r) => setTimeout(r, 1000));
  const flooded = await loginTimes(origin, email, password, 30);
  flooding = false;
  await Promise.all(callers);
  return { undisturbed, flooded, flood };
}

type GoalFn = (what: string, figure: string, wanted: string, holds: boolean) => void;

/**
 * The flood twice: on a second server process with the shipped limits (what an attacker meets),
 * and on the bench's server, whose registration limit is lifted, so the hashing pool's lanes
 * alone stand between the flood and the member. Reports both; answers the raw figures.
 */
export async function loginFloodGoals(
  env: Record<string, string>,
  benchServerUrl: string,
  email: string,
  goal: GoalFn,
): Promise<Record<'shipped' | 'poolOnly', FloodResult>> {
  const { RATE_LIMIT_REGISTER: _lifted, ...shipped } = env;
  const guarded = startServer(shipped, await freePort(), { bundle: true });
  await guarded.ready();
  const floods = {
    shipped: await loginUnderFlood(guarded.url, email, 'senha123'),
    poolOnly: await loginUnderFlood(benchServerUrl, email, 'senha123'),
  };
  guarded.child.kill('SIGTERM');
  await guarded.exit;
  const f = (t: LoginTimes) => `p50 ${t.p50.toFixed(0)} ms, p95 ${t.p95.toFixed(0)} ms`;
  for (const [key, what] of [
    ['shipped', 'with the shipped limits'],
    ['poolOnly', 'registration limit lifted (the hashing pool alone)'],
  ] as const) {
    const flood = floods[key];
    goal(
      `member login while 4 addresses flood registration’s password step, ${what}`,
      `${f(flood.flooded)} (undisturbed ${f(flood.undisturbed)}; flood: ${flood.flood.hashed} hashed, ${flood.flood.refused} refused at once)`,
      key === 'shipped' ? 'p95 < 3× undisturbed p95' : 'reported',
      key !== 'shipped' || flood.flooded.p95 < 3 * flood.undisturbed.p95,
    );
  }
  return floods;
}
