import { unstable_redirect } from 'waku/router/server';
import { routes } from '../../routing';
import { currentPagePath, setRequestValue } from '../../request';
import { requestIp, type SubmissionDeps } from './process';
import { answerKey, SENT_PARAM } from './state';

/** The form page's own path for the success redirect: only a path of the route table (never one from the request body). */
function successRedirect(token: string): void {
  const path = currentPagePath();
  if (!routes().parse(path)) return; // answered with the success state instead
  unstable_redirect(`${path}?${SENT_PARAM}=${encodeURIComponent(token)}`, 303);
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
    remember: (formId, state) => setRequestValue(answerKey(formId), state),
  };
}
