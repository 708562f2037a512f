import type { LeadRecord, JsonValue } from './types';

/**
 * How long leads are kept, and whom a lead is about (GDPR articles 5(1)(e), 15 and 17).
 *
 * The site is a relay: a lead is kept until every channel has taken it (the dealership's webhook,
 * the e-mail), then for the retention period of its form, counted from its delivery, so an operator
 * can still redeliver or look it up; then the delivery worker deletes it with its files
 * (`LEADS_RETENTION_DAYS`, default `*=90; job-application=30`). A lead not yet delivered (pending,
 * failed) is kept until it is delivered or erased: it has not reached anyone yet.
 *
 * A person's request is answered by `npm run leads -- subject <e-mail>` (everything stored about the
 * address) and `-- erase <e-mail>` (deleted, files and delivery records included): a lead is about an
 * address when one of its fields holds exactly that address (any case).
 */

export type RetentionPolicy = {
  /** Days a delivered lead of a form without its own rule is kept. */
  days: number;
  /** Days per form id (`job-application`: shorter by default). */
  byForm: Readonly<Record<string, number>>;
};

/** What the stores delete: delivered leads delivered before their form's cutoff. */
export type RetentionCutoffs = {
  /** The cutoff of every form without its own rule. */
  other: Date;
  byForm: readonly { form: string; before: Date }[];
};

const DAY_MS = 86_400_000;

export function retentionCutoffs(policy: RetentionPolicy, now: number): RetentionCutoffs {
  return {
    other: new Date(now - policy.days * DAY_MS),
    byForm: Object.entries(policy.byForm).map(([form, days]) => ({ form, before: new Date(now - days * DAY_MS) })),
  };
}

/** An address as it is compared: trimmed, lower case. */
export function normalizeAddress(address: string): string {
  return address.trim().toLowerCase();
}

/** True when a field of the lead (at any depth) holds exactly the address, in any case. */
export function isAbout(lead: Pick<LeadRecord, 'payload'>, address: string): boolean {
  const wanted = normalizeAddress(address);
  const holds = (value: JsonValue): boolean => {
    if (typeof value === 'string') return normalizeAddress(value) === wanted;
    if (Array.isArray(value)) return value.some(holds);
    if (value && typeof value === 'object') return Object.values(value).some(holds);
    return false;
  };
  return Object.values(lead.payload).some(holds);
}

/** `%`, `_` and `\` taken literally in a LIKE pattern with `ESCAPE '\'`: the stores' search for candidates. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
