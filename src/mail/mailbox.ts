import { createHash } from 'node:crypto';

/**
 * The mailbox an address delivers to, as a key for limits: `Jane.Doe+cars@GoogleMail.com` and
 * `janedoe@gmail.com` reach one inbox, so a limit of confirmation e-mails per address must count them
 * once (issue 39: twelve plus-address variants of one mailbox got twelve e-mails).
 *
 * - the whole address in lower case (no provider we know of has case-sensitive mailboxes);
 * - the subaddress dropped: `local+tag` (RFC 5233, honoured by Gmail, Outlook, iCloud, Proton, Fastmail
 *   and most others); for a limit, merging two real mailboxes of an exotic provider costs one refused
 *   e-mail at worst, while not merging lets one inbox be flooded;
 * - dots in the local part dropped where the provider ignores them (Gmail), and `googlemail.com` read as
 *   `gmail.com`.
 *
 * Only for counting: the address an e-mail goes to is the one the visitor typed.
 */
const DOTS_IGNORED = new Set(['gmail.com']);
const DOMAIN_ALIASES: Readonly<Record<string, string>> = { 'googlemail.com': 'gmail.com' };

export function mailboxOf(address: string): string {
  const email = address.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  const domain = DOMAIN_ALIASES[email.slice(at + 1)] ?? email.slice(at + 1);
  let local = email.slice(0, at);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTS_IGNORED.has(domain)) local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

/** The mailbox as a key a table may keep without keeping the address (a limit's rows outlive nothing, but hold no e-mail). */
export function mailboxKey(address: string): string {
  return createHash('sha256').update(mailboxOf(address)).digest('base64url').slice(0, 32);
}
