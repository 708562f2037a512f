import { unstable_redirect } from 'waku/router/server';
import { routes } from '../../routing';
import { currentPagePath, setRequestValue, setResponseHeader, setResponseStatus } from '../../request';
import { requestIp, type SubmissionDeps } from './process';
import { answerKey, SENT_PARAM, type LeadFormState } from './state';

/** The form page's own path for the success redirect: only a path of the route table (never one from the request body). */
function successRedirect(token: string): void {
  const path = currentPagePath();
  if (!routes().parse(path)) return; // answered with the success state instead
  unstable_redirect(`${path}?${SENT_PARAM}=${encodeURIComponent(token)}`, 303);
}

/**
 * A refusal without JavaScript is the same page with the form's notice, under the status that says
 * why: over the per-visitor limit, 429 with `Retry-After` (a 200 told clients and monitoring it had
 * worked).
 */
function answerStatus(state: LeadFormState): void {
  if (state.status !== 'error' || state.error.code !== 'rate_limited') return;
  setResponseStatus(429);
  setResponseHeader('Retry-After', String(Math.max(1, Math.ceil(state.error.retryAfterSeconds))));
}

/**
 * What a server action of a lead form gives the submission pipeline in a request: `context` finds
 * what the submission is about (this folder's for the vehicle and site forms, a feature's for a form
 * about its own things); the rest is the request's. Not a 'use server' module: the actions
 * (actions/submit.ts and the features' `*-action.ts`) build their dependencies with it.
 */
export function leadSubmissionDeps(context: SubmissionDeps['context']): SubmissionDeps {
  return {
    context,
    clientIp: requestIp,
    now: () => new Date(),
    redirect: successRedirect,
    remember: (formId, state) => {
      setRequestValue(answerKey(formId), state);
      answerStatus(state);
    },
  };
}
