import { CONTRACTS, jobState, type Contract, type Job } from './job';

/**
 * The job list's filters, from the URL of the careers page (a GET form: `?location=bertrange&
 * contract=permanent`). A value that is not one of the choices is ignored, never an error: the list
 * shows every open ad for it, as it does without the parameter.
 */
export type JobFilter = { location: string | null; contract: Contract | null };

export const JOB_FILTER_PARAMS = { location: 'location', contract: 'contract' } as const;

export function parseJobFilter(query: URLSearchParams, locations: readonly string[]): JobFilter {
  const location = query.get(JOB_FILTER_PARAMS.location)?.trim() ?? '';
  const contract = query.get(JOB_FILTER_PARAMS.contract)?.trim() ?? '';
  return {
    location: locations.includes(location) ? location : null,
    contract: (CONTRACTS as readonly string[]).includes(contract) ? (contract as Contract) : null,
  };
}

/** The open ads that pass the filter, newest first (the order of `getJobs`). */
export function filterJobs(jobs: readonly Job[], filter: JobFilter, today: string): Job[] {
  return jobs.filter(
    (j) =>
      jobState(j, today) === 'open' &&
      (filter.location === null || j.location === filter.location) &&
      (filter.contract === null || j.contract === filter.contract),
  );
}

/** The filter as the query of the careers page (empty when nothing is chosen). */
export function jobFilterQuery(filter: JobFilter): string {
  const q = new URLSearchParams();
  if (filter.location) q.set(JOB_FILTER_PARAMS.location, filter.location);
  if (filter.contract) q.set(JOB_FILTER_PARAMS.contract, filter.contract);
  const s = q.toString();
  return s ? `?${s}` : '';
}
