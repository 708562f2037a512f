/**
 * Who gets the e-mail of a lead (`LEADS_EMAIL_TO`), and where (`SMTP_URL`, `SMTP_FROM`): parsed by the
 * configuration (env.ts, beside it), used by src/leads/email.ts. The configuration is the bottom layer
 * of src/ and imports no other folder.
 */

export type RecipientRule = {
  /** A dealership (location slug) or `*` for any. */
  location: string;
  /** A form id (`test-drive`, `vehicle-interest`, …) or `*` for any. */
  form: string;
  to: string[];
};

export type EmailTarget = {
  /** `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://…:465`. */
  smtpUrl: string;
  from: string;
  recipients: RecipientRule[];
  timeoutMs: number;
};

export const ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/**
 * Parses `LEADS_EMAIL_TO`: rules separated by `;`, each `<which>=<address>[,<address>…]`, where
 * <which> is `*` (every lead), a dealership (`esch`), a form (`*\/test-drive`) or both
 * (`esch/test-drive`). The most specific rule wins: dealership and form, then dealership, then form,
 * then `*`. A `*` rule is required, so that no lead goes unannounced.
 *
 *   LEADS_EMAIL_TO="*=leads@autopolis.lu; esch=esch@autopolis.lu; esch/tyre-appointment=atelier.esch@autopolis.lu"
 */
export function parseRecipientRules(text: string): RecipientRule[] {
  const rules: RecipientRule[] = [];
  for (const part of text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const eq = part.indexOf('=');
    if (eq < 1) throw new Error(`"${part}" is not <which>=<address>[,<address>]`);
    const which = part.slice(0, eq).trim();
    const to = part
      .slice(eq + 1)
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    const [location, form = '*'] = which.split('/');
    if (!/^(\*|[a-z0-9][a-z0-9-]*)$/.test(location!) || !/^(\*|[a-z0-9][a-z0-9-]*)$/.test(form) || which.split('/').length > 2) {
      throw new Error(`"${which}" is not *, <dealership>, */<form> or <dealership>/<form>`);
    }
    if (to.length === 0) throw new Error(`no address for "${which}"`);
    const bad = to.find((a) => !ADDRESS.test(a));
    if (bad) throw new Error(`"${bad}" is not an e-mail address`);
    if (rules.some((r) => r.location === location && r.form === form)) throw new Error(`"${which}" is given twice`);
    rules.push({ location: location!, form, to });
  }
  if (!rules.some((r) => r.location === '*' && r.form === '*')) throw new Error('a "*=<address>" rule for every other lead is required');
  return rules;
}

/** The addresses for a lead: the most specific matching rule's. */
export function recipientsFor(lead: { locationSlug: string | null; form: string }, rules: readonly RecipientRule[]): string[] {
  const score = (r: RecipientRule) =>
    (r.location !== '*' && r.location === lead.locationSlug ? 2 : r.location === '*' ? 0 : -10) +
    (r.form !== '*' && r.form === lead.form ? 1 : r.form === '*' ? 0 : -10);
  const best = [...rules].filter((r) => score(r) >= 0).sort((a, b) => score(b) - score(a))[0];
  return best?.to ?? [];
}
