import type { NfseTables } from './schema-nfse.ts';
import type { Generated } from 'kysely';

/** Money's tables (docs/product.md#invoices, #financeiro, #pix-charges); schema.ts joins them in. */

/** An invoice (docs/product.md#invoices): issued once, never changed but for its state. */
export type InvoiceTable = {
  id: Generated<number>;
  account_id: number;
  /** `YYYY-MM`: the plan and seats of this month, the excedente of the month before. */
  month: string;
  /** `2026-000123`, in sequence per year. */
  number: string;
  status: 'aberta' | 'paga' | 'cancelada';
  issued_at: string;
  due_date: string;
  total_cents: number;
  /** JSON `[{description, quantity, unit_cents, total_cents}]`, as issued. */
  lines: string;
  issued_by: number | null;
  paid_notice_at: string | null;
  paid_on: string | null;
  paid_method: 'pix' | 'transferencia' | 'boleto' | 'dinheiro' | 'cartao' | null;
  paid_note: string | null;
  paid_by: number | null;
  paid_at: string | null;
  /** The sum of its payments (table `payments`); `paga` once it reaches `total_cents`. */
  received_cents: Generated<number>;
  cancelled_at: string | null;
  cancel_reason: string | null;
  cancelled_by: number | null;
  nfse_number: string | null;
  reminded_at: string | null;
  overdue_notice_at: string | null;
  /** The invoice this one corrects (cancelled by the correction), docs/product.md#corrections. */
  replaces_id: number | null;
  /** `YYYY-MM-DD`: the first day billed of a pro-rata invoice; null for a whole month. */
  period_from: string | null;
  /**
   * Who was billed, as at issue (docs/product.md#invoices): a company's razão social and CNPJ, an
   * individual's name and CPF (digits only), the address when known; kept after an anonymisation.
   */
  bill_to_name: Generated<string>;
  bill_to_document: string | null;
  bill_to_address: string | null;
};

export type InvoiceCounterTable = { year: number; last: number };

/**
 * A credit of an imported bank statement (docs/product.md#financeiro), identified by `line_key`
 * (sha256 of account, FITID, date, amount, memo, name and occurrence; `fitid:<FITID>` for a line
 * imported before the payments ledger).
 */
export type StatementLineTable = {
  id: Generated<number>;
  line_key: string;
  account: string;
  fitid: string;
  posted_on: string;
  /** The moment DTPOSTED names, when it names one. */
  posted_at: string | null;
  amount_cents: number;
  /** How much of it paid invoices; the rest waits for staff unless set aside. */
  applied_cents: Generated<number>;
  memo: string;
  name: string;
  refnum: string;
  /** TRNTYPE (CREDIT, DEP, INT, DIV, XFER…), '' when unknown. */
  kind: string;
  imported_at: string;
  imported_by: number | null;
  /** Set aside (not a member's payment): when, by whom (null: by the import), why. */
  set_aside_at: string | null;
  set_aside_by: number | null;
  set_aside_reason: string | null;
};

/** An amount received on an invoice: by a statement's credit or recorded by hand. */
export type PaymentTable = {
  id: Generated<number>;
  invoice_id: number;
  amount_cents: number;
  paid_on: string;
  method: 'pix' | 'transferencia' | 'boleto' | 'dinheiro' | 'cartao';
  note: string | null;
  statement_line_id: number | null;
  recorded_by: number | null;
  recorded_at: string;
};

/** A Pix charge (`cobv`) of an invoice at the PSP (docs/product.md#pix-charges). */
export type PixChargeTable = {
  id: Generated<number>;
  invoice_id: number;
  /** 26–35 letters and digits, drawn once per invoice: the charge's key at the PSP. */
  txid: string;
  /** What the PSP last said; `criada` until it has the charge. */
  state: Generated<'criada' | 'ativa' | 'concluida' | 'removida'>;
  /** What the charge job still has to tell the PSP; null when nothing. */
  pending: 'criar' | 'revisar' | 'remover' | null;
  revision: Generated<number>;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  claimed_until: string | null;
  last_error: string | null;
  /** The dynamic BR Code the PSP made (`pixCopiaECola`). */
  copia_e_cola: string | null;
  /** What the PSP's charge asks: the balance when created or last revised. */
  amount_cents: number | null;
  created_at: string;
  updated_at: string;
};

/** A Pix the PSP reported, once by its end-to-end id; `invoice_id` null for an unknown txid. */
export type PixReceivedTable = {
  id: Generated<number>;
  end_to_end_id: string;
  txid: string | null;
  amount_cents: number;
  /** What paid the invoice; the rest of an overpayment waits for staff. */
  applied_cents: Generated<number>;
  /** What staff asked the PSP to give back (not counting refusals). */
  refunded_cents: Generated<number>;
  payer_name: string | null;
  /** The payer's CPF/CNPJ as the PSP sends it (often masked). */
  payer_document: string | null;
  received_at: string;
  invoice_id: number | null;
  source: 'webhook' | 'reconcile';
  recorded_at: string;
};

/** A devolução staff asked for (docs/product.md#pix-charges). */
export type PixRefundTable = {
  id: string;
  end_to_end_id: string;
  invoice_id: number | null;
  amount_cents: number;
  state: 'em_processamento' | 'devolvido' | 'nao_realizado';
  reason: string;
  requested_by: number;
  requested_at: string;
  updated_at: string;
  last_error: string | null;
};

/** One row: the reconcile's window and lease, the webhook's registration. */
export type PixSyncTable = {
  id: number;
  reconciled_until: string | null;
  reconcile_claimed_until: string | null;
  next_reconcile_at: string | null;
  webhook_url: string | null;
  webhook_registered_at: string | null;
};

export type MoneyTables = NfseTables & {
  statement_lines: StatementLineTable;
  payments: PaymentTable;
  invoices: InvoiceTable;
  invoice_counters: InvoiceCounterTable;
  pix_charges: PixChargeTable;
  pix_received: PixReceivedTable;
  pix_refunds: PixRefundTable;
  pix_sync: PixSyncTable;
};
