import { isIP } from 'node:net';
import { isValidPixKey } from '@brazilian-utils/brazilian-utils';
import { isStrongEnough } from '@arena/shared/rules/password';
import { parseOpeningHours } from '@arena/shared/rules/slots';
import { TERMS_TEXT_DATE } from '@arena/shared/terms/words';
import { z } from 'zod';
import { pixApiEnv, pixApiSettings } from './config-pix-api.js';
import { checkNfse, nfseEnvSchema } from './config-nfse.ts';

/**
 * Settings from the environment (docs/product.md#shape). A bad value stops the start with one line
 * naming the variable: `loadConfig` throws a ConfigError whose message is that line.
 */
export class ConfigError extends Error {}

const configError = (message: string) => new ConfigError(message);

const rate = z
  .string()
  .regex(/^[1-9]\d*\/[1-9]\d*[smh]$/, 'expected <max>/<window> above zero, e.g. 10/15m')
  .transform((v) => {
    const [max, window] = v.split('/') as [string, string];
    const unit = { s: 1_000, m: 60_000, h: 3_600_000 }[window.slice(-1) as 's' | 'm' | 'h'];
    return { max: Number(max), windowMs: Number(window.slice(0, -1)) * unit };
  });

const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `expected a ${protocols.join(' or ')} URL`,
  );

const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const envSchema = nfseEnvSchema.extend({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3333),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('')
    .refine(
      (v) => v.trim() !== 'true',
      "'true' would believe any client's X-Forwarded-For: list the proxies' addresses or CIDRs, e.g. 127.0.0.1,10.0.0.0/8",
    )
    .transform(proxyList)
    .refine((v) => v !== null, 'expected a comma-separated list of addresses or CIDRs, e.g. 127.0.0.1,10.0.0.0/8'),
  DATABASE_URL: z
    .string()
    .default('file:./data/arena.sqlite')
    .refine(
      (v) => v.startsWith('file:') || v === ':memory:' || /^postgres(ql)?:\/\//.test(v),
      'expected file:<path> (SQLite) or postgres://… (PostgreSQL)',
    ),
  REDIS_URL: optional(url(['redis:', 'rediss:'])),
  /**
   * Milliseconds a Redis command may take before it counts as failed and the process counts on
   * its own until Redis answers again (docs/operations.md, "Faults").
   */
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(20).max(10_000).default(250),
  MAIL_URL: optional(url(['smtp:', 'smtps:'])),
  /**
   * Seconds an SMTP server has to accept the connection and then to greet (docs/operations.md
   * "E-mail"): a server that accepts and never answers fails this fast, and the queue moves on.
   */
  MAIL_CONNECT_SECONDS: z.coerce.number().min(0.1).max(120).default(5),
  /** Seconds of silence mid-conversation before an SMTP attempt is given up (and retried later). */
  MAIL_SOCKET_SECONDS: z.coerce.number().min(0.1).max(300).default(20),
  MAIL_FROM: z.string().default('Arena Cowork <nao-responda@arenacowork.com.br>'),
  PUBLIC_URL: optional(url(['http:', 'https:'])),
  SPACE_TIMEZONE: z
    .string()
    .default('America/Sao_Paulo')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'expected an IANA time zone such as America/Sao_Paulo'),
  /** Where the space is, as a guest's invitation says it (docs/product.md#visitors). */
  SPACE_ADDRESS: z.string().trim().min(1).max(300).default('Arena Cowork'),
  OPENING_HOURS: z
    .string()
    .default('08:00-18:00')
    .refine((v) => parseOpeningHours(v) !== null, 'expected HH:MM-HH:MM, e.g. 08:00-18:00'),
  SLOT_MINUTES: z.coerce.number().int().min(5).max(240).default(30),
  BOOKING_HORIZON_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  CANCEL_NOTICE_HOURS: z.coerce.number().min(0).max(720).default(3),
  /** Minutes before a booking starts that its owner is reminded (docs/product.md#my-bookings); 0 turns reminders off. */
  REMINDER_MINUTES: z.coerce.number().int().min(0).max(10080).default(120),
  /** How often each process looks for due reminders; at most 30 s, so one leaves within a minute. */
  REMINDER_CHECK_SECONDS: z.coerce.number().int().min(1).max(30).default(30),
  /** The day of the month invoices fall due (docs/product.md#invoices); up to 28, so every month has it. */
  INVOICE_DUE_DAY: z.coerce.number().int().min(1).max(28).default(10),
  /** How often each process runs the monthly invoicing and its e-mails (docs/operations.md#monthly-cycle). */
  INVOICE_CHECK_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /** The space's Pix key (docs/product.md#pix): CPF, CNPJ, e-mail, +55 phone or random key. */
  PIX_KEY: optional(
    z.string().refine((v) => isValidPixKey(v), 'expected a Pix key: CPF, CNPJ, e-mail, +55 phone or random key (EVP)'),
  ),
  ...pixApiEnv,
  /** The receiver's name and city in the BR Code: folded to ASCII, within 25 and 15 characters. */
  PIX_MERCHANT_NAME: optional(z.string().trim().min(1).max(25, 'expected at most 25 characters')),
  PIX_MERCHANT_CITY: optional(z.string().trim().min(1).max(15, 'expected at most 15 characters')),
  /** Shown on invoices instead of the Pix when there is no PIX_KEY (docs/product.md#pix). */
  PAYMENT_INSTRUCTIONS: optional(z.string().max(1000)),
  /**
   * The late fee and the monthly interest on an overdue invoice, in percent (docs/product.md#terms): the
   * terms quote them, and a Pix charge with a due date carries them. The CDC (art. 52 §1) caps the fee
   * at 2%; 0 leaves it out.
   */
  INVOICE_FINE_PERCENT: z.coerce.number().min(0).max(2, 'expected at most 2 (CDC art. 52 §1)').default(2),
  INVOICE_INTEREST_MONTH_PERCENT: z.coerce.number().min(0).max(1, 'expected at most 1 (1% a month)').default(1),
  /** Days past due an open invoice blocks the account's new bookings (docs/product.md#overdue); 0 off. */
  OVERDUE_BLOCK_DAYS: z.coerce.number().int().min(0).max(365).default(0),
  /**
   * Check-in (docs/product.md#checkin): minutes after a booking's start its owner may say Cheguei;
   * one not confirmed by then is released. 0 (the default) turns check-in and release off.
   */
  CHECKIN_MINUTES: z.coerce.number().int().min(0).max(240).default(0),
  /**
   * Retention (docs/product.md#retention, docs/operations.md#retention), run daily by one process:
   * days after a session ended (revoked, expired or idle) — its known browser goes once it is no
   * longer known — and after a one-time link was used or expired, that they are deleted; days an
   * unfinished registration draft is kept; days after sending that an e-mail's body is cleared
   * (recipient, subject, date and state stay); days after a refusal that a registration is
   * anonymised; days after a visit that its guests are deleted; years an audit entry is kept.
   */
  RETENTION_SESSION_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  RETENTION_LINK_DAYS: z.coerce.number().int().min(0).max(365).default(0),
  RETENTION_DRAFT_DAYS: z.coerce.number().int().min(1).max(365).default(1),
  RETENTION_MAIL_BODY_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /**
   * The anonymisations' ledger (docs/operations.md#restore): a file outside the database, beside
   * the backups, that a restore leaves in place; every process re-applies it at start.
   */
  ERASURE_LEDGER: z.string().min(1).default('./backups/anonymizations.jsonl'),
  /** Days after sending that an e-mail's copy is deleted, recipient and subject with it (docs/product.md#retention). */
  RETENTION_MAIL_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /** Days after import that a credit which paid no member's invoice loses memo and payer name. */
  RETENTION_STATEMENT_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  RETENTION_REFUSED_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  RETENTION_VISITOR_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  RETENTION_AUDIT_YEARS: z.coerce.number().int().min(1).max(20).default(5),
  NEWS_URL: url(['http:', 'https:']).default('https://arenacowork.com.br/informativo'),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\+?\d{10,15}$/, 'expected digits with country code, e.g. 5511912345678')
    .default('5511912345678')
    .transform((v) => v.replace(/\D/g, '')),
  STAFF_EMAIL: optional(z.string().email('expected an e-mail address')),
  ADMIN_EMAIL: optional(z.string().email('expected an e-mail address')),
  ADMIN_PASSWORD: optional(
    z.string().refine(isStrongEnough, 'expected at least 6 characters with a letter and a digit'),
  ),
  WEB_DIST: optional(z.string()),
  RATE_LIMIT_LOGIN: rate.prefault('10/15m'),
  RATE_LIMIT_RECOVERY: rate.prefault('5/1h'),
  RATE_LIMIT_REGISTER: rate.prefault('20/1h'),
  RATE_LIMIT_CONTACT: rate.prefault('20/1h'),
  RATE_LIMIT_GLOBAL: rate.prefault('1000/1m'),
  /**
   * The Pix webhook's own limit per address, instead of the global one (docs/product.md#pix-charges):
   * a PSP posts every notification from a few addresses, 1,000 a minute at a busy due date.
   */
  RATE_LIMIT_PIX_WEBHOOK: rate.prefault('6000/1m'),
  RATE_LIMIT_LOGIN_ACCOUNT: rate.prefault('20/15m'),
  RATE_LIMIT_RECOVERY_ADDRESS: rate.prefault('20/1h'),
  RATE_LIMIT_INVITE: rate.prefault('20/24h'),
  /** Guests a member may invite by e-mail (docs/product.md#visitors): the space's mail is not theirs to send. */
  RATE_LIMIT_GUEST_INVITE: rate.prefault('30/24h'),
  /**
   * How many processes share the rate limits through Redis: while Redis is away each process allows
   * its share of every limit, so together they stay within it (docs/operations.md, "Faults").
   */
  RATE_LIMIT_PROCESSES: z.coerce.number().int().min(1).max(64).default(2),
  /**
   * The controller (docs/product.md#privacy): razão social, CNPJ, address and the encarregado's
   * e-mail, shown by /privacidade, the terms and every e-mail's footer.
   */
  COMPANY_NAME: z.string().trim().min(1).max(200).default('Arena Cowork'),
  COMPANY_DOCUMENT: z.string().trim().max(30).default(''),
  COMPANY_ADDRESS: z.string().trim().max(300).default(''),
  PRIVACY_EMAIL: optional(z.string().email('expected an e-mail address')),
  /**
   * The encarregado by name, a person or a company (LGPD art. 41 §1: their identity is public). Unset,
   * the policy names only the privacy channel (the small-agent exemption, Res. CD/ANPD 2/2022 art. 11).
   */
  PRIVACY_OFFICER: z.string().trim().max(120).default(''),
  /** Where the server and its data are (the policy says it, LGPD art. 33), e.g. `Brasil (São Paulo)`. */
  DATA_LOCATION: z.string().trim().min(1).max(120).default('Brasil'),
  /**
   * The version of the terms in force (docs/product.md#terms), a date: each member accepts it once,
   * at registration, at the invite or at the first login after it changes. Never older than the
   * text's own date (TERMS_TEXT_DATE), which is its default.
   */
  TERMS_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected the date of the version, e.g. 2026-11-27')
    .default(TERMS_TEXT_DATE),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,40}$/, 'expected letters, digits, dots or dashes, e.g. arena')
    .default('arena'),
});

export type Env = z.input<typeof envSchema>;

/**
 * TRUST_PROXY (docs/product.md#shape): the reverse proxies whose X-Forwarded-For is believed, as
 * addresses or CIDRs (or proxy-addr's names loopback, linklocal, uniquelocal); empty or
 * `false` believes nobody. `null` when an entry is neither.
 */
function proxyList(value: string): string[] | false | null {
  const v = value.trim();
  if (v === '' || v === 'false') return false;
  const entries = v.split(',').map((e) => e.trim());
  const valid = (entry: string) => {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    if (!family || rest.length > 0) return false;
    if (bits === undefined) return true;
    return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
  };
  return entries.every(valid) ? entries : null;
}

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${name}: ${issue?.message} (got ${JSON.stringify(env[name] ?? '')})`);
  }
  const c = parsed.data;
  if (c.PIX_KEY && (!c.PIX_MERCHANT_NAME || !c.PIX_MERCHANT_CITY)) {
    const missing = c.PIX_MERCHANT_NAME ? 'PIX_MERCHANT_CITY' : 'PIX_MERCHANT_NAME';
    throw new ConfigError(`Invalid ${missing}: required when PIX_KEY is set`);
  }
  if (c.ADMIN_EMAIL && !c.ADMIN_PASSWORD)
    throw new ConfigError('Invalid ADMIN_PASSWORD: required when ADMIN_EMAIL is set');
  if (c.ADMIN_PASSWORD && !c.ADMIN_EMAIL)
    throw new ConfigError('Invalid ADMIN_EMAIL: required when ADMIN_PASSWORD is set');
  if (c.TERMS_VERSION < TERMS_TEXT_DATE) {
    throw new ConfigError(
      `Invalid TERMS_VERSION: older than the terms text of ${TERMS_TEXT_DATE} (got ${JSON.stringify(c.TERMS_VERSION)})`,
    );
  }
  const pixApi = pixApiSettings(c);
  if (pixApi && 'error' in pixApi) throw new ConfigError(pixApi.error);
  const nfseCertificate = checkNfse(c, configError);
  const hours = parseOpeningHours(c.OPENING_HOURS) as { open: number; close: number };
  if ((hours.close - hours.open) % c.SLOT_MINUTES !== 0) {
    throw new ConfigError(`Invalid SLOT_MINUTES: ${c.SLOT_MINUTES} does not divide OPENING_HOURS ${c.OPENING_HOURS}`);
  }
  return {
    ...c,
    /**
     * Whether TERMS_VERSION was set, so it dates the text in force; otherwise the server dates a new
     * text itself, the day it comes into force (settleTermsVersion, docs/product.md#terms).
     */
    TERMS_VERSION_SET: Boolean(env.TERMS_VERSION?.trim()),
    /** The A1 certificate opened from NFSE_CERT_PFX_PATH when NFSE_MODE is on (config-nfse.ts). */
    nfseCertificate,
    TRUST_PROXY: c.TRUST_PROXY ?? false,
    PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    STAFF_EMAIL: c.STAFF_EMAIL ?? c.ADMIN_EMAIL ?? 'equipe@arenacowork.com.br',
    PRIVACY_EMAIL: c.PRIVACY_EMAIL ?? c.STAFF_EMAIL ?? c.ADMIN_EMAIL ?? 'equipe@arenacowork.com.br',
    /** OPENING_HOURS parsed once, here: minutes since midnight of opening and closing. */
    opening: hours,
    /** The API Pix settings (config-pix-api.ts), or null: no PIX_API_URL, today's static Pix code. */
    pixApi,
  };
}

export type Config = ReturnType<typeof loadConfig>;
