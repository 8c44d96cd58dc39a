import type { CreatePlanBody, PlanItem, UpdatePlanBody } from '@arena/shared/plans/schemas';
import type { Db } from '../../db/connect.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { AuthUser } from '../../types.ts';
import { pick } from '../../lib/pick.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findPlan, findPlanByName, insertPlan, listPlans, otherPlanNames, updatePlanRow } from './plans.repository.ts';

/** What other modules read of plans: GET /config's offer, staff's member changes, the audit log's labels. */
export { activePlans, planLabels, planName } from './plans.repository.ts';

/** Staff manage the plans (docs/product.md#plans): name, monthly room hours, overage rule, offered or not. */

type PlanRow = NonNullable<Awaited<ReturnType<typeof findPlan>>>;

/** Stored in minutes (half hours stay whole), shown and sent in hours. */
export function toPlanItem(row: PlanRow): PlanItem {
  return {
    id: row.id,
    name: row.name,
    monthly_hours: row.monthly_minutes / 60,
    overage: row.overage,
    active: row.active === 1,
    monthly_price_cents: row.monthly_price_cents,
    seat_price_cents: row.seat_price_cents,
    overage_hour_cents: row.overage_hour_cents,
  };
}

export async function plansForStaff(db: Db): Promise<PlanItem[]> {
  return (await listPlans(db)).map(toPlanItem);
}

async function mustFind(db: Db, id: number): Promise<PlanRow> {
  const row = await findPlan(db, id);
  if (!row) throw new AppError(404, 'planNotFound');
  return row;
}

/** Names are unique ignoring case: "arena dedicada" beside "Arena Dedicada" would confuse everyone. */
async function assertNameFree(db: Db, name: string, exceptId?: number): Promise<void> {
  const wanted = name.toLocaleLowerCase('pt-BR');
  const names = await otherPlanNames(db, exceptId);
  if (names.some((n) => n.toLocaleLowerCase('pt-BR') === wanted)) throw new AppError(409, 'planNameTaken');
}

async function nameSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, 'planNameTaken');
    throw error;
  }
}

export async function createPlan(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  staff: AuthUser,
  body: CreatePlanBody,
): Promise<PlanItem> {
  await assertNameFree(db, body.name);
  const now = clock().toISOString();
  const fields = {
    name: body.name,
    monthly_minutes: Math.round(body.monthly_hours * 60),
    overage: body.overage,
    active: body.active === false ? 0 : 1,
    monthly_price_cents: body.monthly_price_cents ?? 0,
    seat_price_cents: body.seat_price_cents ?? 0,
    overage_hour_cents: body.overage_hour_cents ?? 0,
  };
  const id = await nameSafe(() =>
    db.transaction().execute(async (trx) => {
      const newId = await insertPlan(trx, { ...fields, now });
      await recordAudit(trx, {
        actorId: staff.id,
        action: 'plan.create',
        target: `plan:${newId}`,
        before: null,
        after: {
          ...body,
          active: fields.active === 1,
          monthly_price_cents: fields.monthly_price_cents,
          seat_price_cents: fields.seat_price_cents,
          overage_hour_cents: fields.overage_hour_cents,
        },
        now,
      });
      return newId;
    }),
  );
  return toPlanItem(await mustFind(db, id));
}

/**
 * Changes a plan. Members point at the plan's id, so a rename carries them along; a plan out of
 * offer leaves the plan screen and GET /config, and its members keep it and its hours.
 */
export async function updatePlan(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  staff: AuthUser,
  id: number,
  patch: UpdatePlanBody,
): Promise<PlanItem> {
  const plan = toPlanItem(await mustFind(db, id));
  const after = Object.fromEntries(
    Object.entries(patch).filter(([k, v]) => v !== undefined && plan[k as keyof PlanItem] !== v),
  ) as UpdatePlanBody;
  if (Object.keys(after).length === 0) return plan;
  if (after.name !== undefined) await assertNameFree(db, after.name, id);
  const changes = {
    ...(after.name !== undefined ? { name: after.name } : {}),
    ...(after.monthly_hours !== undefined ? { monthly_minutes: Math.round(after.monthly_hours * 60) } : {}),
    ...(after.overage !== undefined ? { overage: after.overage } : {}),
    ...(after.active !== undefined ? { active: after.active ? 1 : 0 } : {}),
    ...(after.monthly_price_cents !== undefined ? { monthly_price_cents: after.monthly_price_cents } : {}),
    ...(after.seat_price_cents !== undefined ? { seat_price_cents: after.seat_price_cents } : {}),
    ...(after.overage_hour_cents !== undefined ? { overage_hour_cents: after.overage_hour_cents } : {}),
  };
  const now = clock().toISOString();
  await nameSafe(() =>
    db.transaction().execute(async (trx) => {
      await updatePlanRow(trx, id, changes, now);
      await recordAudit(trx, {
        actorId: staff.id,
        action: 'plan.update',
        target: `plan:${id}`,
        before: pick(plan, after),
        after: { ...after },
        now,
      });
    }),
  );
  return toPlanItem(await mustFind(db, id));
}

/** Staff set a member's plan by its name (the seed's `plan`): an unknown name is refused. */
export async function planIdByName(db: Db, name: string | null): Promise<number | null> {
  if (name === null || name === '') return null;
  const plan = await findPlanByName(db, name);
  if (!plan) throw new AppError(400, 'planUnknown');
  return plan.id;
}
