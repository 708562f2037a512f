import { createContext } from 'react';
import type { LeadFormSpec } from '../definitions';

/** Loads the row of a lead form by its id: the joined table is above the features, so it is handed down. */
export type LeadFormLoader = (kind: string) => Promise<LeadFormSpec>;

/**
 * Where the browser (and the server's HTML rendering) finds the lead-form table: the composition
 * provides its loader around the pages whose route holds forms (src/composition/lead-form-loader.tsx,
 * rendered by src/app/dispatch.tsx), as the table joins the features' rows and this kit may import
 * none of them. A plain module of the browser's code (the provider and the form share it).
 */
export const LeadFormLoaderContext = createContext<LeadFormLoader | null>(null);
