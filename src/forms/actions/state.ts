import type { Fields, SubmissionResult } from '../../form-engine/validation';

/**
 * What a form submission answers, shared by the server actions and the form component (no server
 * code here). Without JavaScript the action leaves a refusal in the request (`answerKey`) and Waku
 * renders the page again, which starts its form from it: every value and message comes back.
 */

/** Hidden fields every lead form posts besides its own. */
export const KEY_FIELD = '_key';
export const LOCALE_FIELD = '_locale';
/** Set by the form component when it submits with JavaScript (the answer is then a state, not a redirect). */
export const JS_FIELD = '_js';
/** The vehicle of the interest and test-drive forms (checked again on the server). */
export const VEHICLE_FIELD = '_vehicle';
/** The vehicles of a shortlist (favourites, comparison): their ids, comma-separated (checked again on the server). */
export const SHORTLIST_FIELD = '_shortlist';
/** The query parameter of the success screen: a signed token (see success-token.ts). */
export const SENT_PARAM = 'sent';

/** Where a no-JavaScript answer waits for the page rendered in the same request (see `initialState`). */
export const answerKey = (formId: string) => `forms:answer:${formId}`;

/** Why a valid submission was not stored; the page translates the code (`forms.errors.<code>`). */
export type LeadFormError =
  /** `by`: the visitor's address sent too many, or the e-mail address did (whatever its spelling). */
  | { code: 'rate_limited'; retryAfterSeconds: number; by: 'client' | 'mailbox' }
  | { code: 'not_stored' }
  | { code: 'network' }
  | { code: 'payload_too_large' }
  | { code: 'field_too_long'; field: string; maxChars: number };

/** What the success screen says back: nothing personal (it travels in the URL), only what happens next. */
export type SentSummary = {
  form: string;
  contact: 'email' | 'phone' | null;
  /** Appointment date and time (test drive, tyres), ISO. */
  date?: string;
  time?: string;
  /** The dealership or workshop chosen, as a slug. */
  location?: string;
};

export type RejectedSubmission = Extract<SubmissionResult<Fields>, { ok: false }>;

export type LeadFormState =
  | { status: 'idle'; key: string }
  /** The server's validation refused it: the same messages as the browser's, every value kept. */
  | { status: 'invalid'; key: string; rejected: RejectedSubmission; filesDropped: number }
  /** Valid, but not stored (rate limit, database): nothing was promised, every value kept; retrying with the same key is safe. */
  | { status: 'error'; key: string; error: LeadFormError; values: Record<string, unknown>; filesDropped: number }
  /** Stored: only now is the visitor told it was sent. */
  | { status: 'sent'; key: string; token: string; summary: SentSummary };

/** A form's server action: the form itself posts to it without JavaScript; the form component calls it with JavaScript. */
export type LeadFormAction = (formData: FormData) => Promise<LeadFormState>;
