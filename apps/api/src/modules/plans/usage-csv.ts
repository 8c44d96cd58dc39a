import type { UsageReport } from '@arena/shared/plans/schemas';
import { plansStaffWords } from '@arena/shared/plans/staff-words';
import { formatHours } from '@arena/shared/rules/hours';

/**
 * The usage report as a CSV that Excel in Portuguese opens as columns (docs/product.md#plans): `;`
 * between fields (a Brazilian Excel reads `,` as the decimal mark), a UTF-8 byte order mark (or
 * it reads the accents as Latin-1), hours with a decimal comma, CRLF line ends, fields quoted when
 * they hold `;`, a quote or a line break. A text beginning with = + - @ (or a tab or CR) would run
 * as a formula in a spreadsheet: it is given a leading apostrophe (OWASP's CSV injection advice).
 */
const BOM = '\uFEFF';

function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function row(values: string[]): string {
  return values.map(field).join(';');
}

const overageWords = { block: plansStaffWords.usageCsvOverageBlock, charge: plansStaffWords.usageCsvOverageCharge };

/** `2026-11` → `11/2026`, as a Brazilian reads a month. */
const monthWords = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

export function usageCsv(report: UsageReport): string {
  const header = [
    plansStaffWords.usageMonth,
    plansStaffWords.usageColAccount,
    plansStaffWords.usageColCompany,
    plansStaffWords.usageColEmail,
    plansStaffWords.usageColPlan,
    plansStaffWords.usageColOverageRule,
    plansStaffWords.usageColIncluded,
    plansStaffWords.usageColUsed,
    plansStaffWords.usageColOverage,
  ];
  const lines = report.accounts.map((a) =>
    row([
      monthWords(report.month),
      a.name,
      a.company ?? '',
      a.email,
      a.plan ?? plansStaffWords.usageColNoPlan,
      a.overage ? overageWords[a.overage] : '',
      formatHours(a.included_minutes),
      formatHours(a.used_minutes),
      formatHours(a.overage_minutes),
    ]),
  );
  return `${BOM}${[row(header), ...lines].join('\r\n')}\r\n`;
}

/** `uso-salas-2026-11.csv`. */
export function usageCsvName(month: string): string {
  return `uso-salas-${month}.csv`;
}
