/**
 * The honeypot: a text field that people never see and bots fill in. It is rendered off-screen (not
 * `display: none`, which some bots skip), with `tabIndex={-1}`, `autoComplete="off"` and
 * `aria-hidden`, under a name bots like. A submission that fills it is answered like a success, so the
 * bot learns nothing, but is not stored; it is logged.
 *
 * This module has no server dependencies: form components may import the field name from here.
 */
export const HONEYPOT_FIELD = 'website';

/** True when the honeypot holds anything but whitespace (a missing field counts as empty). */
export function isHoneypotFilled(value: FormDataEntryValue | string | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value !== 'string') return true; // a file where a text field was: not a browser
  return value.trim() !== '';
}
