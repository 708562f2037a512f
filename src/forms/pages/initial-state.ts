import { newSubmissionKey } from '../../leads';
import { currentPagePath, currentSearchParams, markPageUncacheable, requestValue } from '../../request';
import { answerKey, SENT_PARAM, type LeadFormState } from '../actions/state';
import { verifySentToken } from '../actions/success-token';

/**
 * The state a form page renders its form in: the answer of a post without JavaScript made in this
 * same request (a refusal, with every value), the success of a valid `?sent=` token, or a fresh
 * form with a new submission key. The page is then never kept by the page cache. Rendering the answer here, and not only through React's server
 * form state, lets the browser hydrate the same form should its JavaScript load on that page.
 */
export function initialState(formId: string, query: URLSearchParams): LeadFormState {
  // every page with a lead form is the visitor's own: its submission key (one lead per key) must
  // never be served to another visitor from the page cache
  markPageUncacheable('a lead form: its submission key is this visitor’s');
  const answer = requestValue<LeadFormState>(answerKey(formId));
  if (answer) return answer;
  const token = query.get(SENT_PARAM);
  const sent = verifySentToken(token, formId);
  if (sent && token) return { status: 'sent', key: newSubmissionKey(), token, summary: sent };
  return { status: 'idle', key: newSubmissionKey() };
}

/**
 * The address a form page's lead form posts to without JavaScript: the page's own, with its query
 * (React writes a server action's form as `action=""`, which HTML does not allow).
 */
export function formAddress(): string {
  const query = currentSearchParams().toString();
  return query ? `${currentPagePath()}?${query}` : currentPagePath();
}
