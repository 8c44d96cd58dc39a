type GoalFn = (what: string, figure: string, wanted: string, holds: boolean) => void;

/**
 * 200 simultaneous requests to book one slot (part of `npm run bench`): exactly one may win, the
 * others are refused with 409. Returns the raw figures for bench/results/latest.json.
 */
export async function contention(url: string, headers: Record<string, string>, slot: object, goal: GoalFn) {
  const c0 = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 200 }, () =>
      fetch(`${url}/api/manager/appointment/store`, { method: 'POST', headers, body: JSON.stringify(slot) }).then(
        (r) => r.status,
      ),
    ),
  );
  const ms = performance.now() - c0;
  const won = answers.filter((s) => s === 200).length;
  const lost = answers.filter((s) => s === 409).length;
  goal(
    '200 concurrent bookings of one slot',
    `${won} booked, ${lost} refused (409) in ${ms.toFixed(0)} ms`,
    'exactly 1 booked',
    won === 1 && lost === 199,
  );
  return { ms, won, lost, other: 200 - won - lost };
}
