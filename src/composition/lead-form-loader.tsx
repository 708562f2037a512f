'use client';

import type { ReactNode } from 'react';
import { LeadFormLoaderContext, type LeadFormLoader } from '../forms/components/lead-form-context';

/** The row of a lead form, from every feature's rows (lead-form-rows.ts): loaded with the form's own chunk, never with the page's script. */
const load: LeadFormLoader = async (kind) => {
  const { BROWSER_LEAD_FORMS } = await import('./lead-form-rows');
  const row = BROWSER_LEAD_FORMS.get(kind);
  if (!row) throw new Error(`no lead form is called "${kind}"`);
  return row;
};

/** Gives every lead form of the page the joined table (the dispatcher renders it around the pages of the routes that hold forms). */
export function LeadFormTable({ children }: { children: ReactNode }) {
  return <LeadFormLoaderContext value={load}>{children}</LeadFormLoaderContext>;
}
