'use client';

import type { ReactNode } from 'react';
import { LeadFormLoaderContext, type LeadFormLoader } from '../forms/components/lead-form-context';

/** The row of a lead form, from the joined table: loaded with the form's own chunk, never with the page's script. */
const load: LeadFormLoader = async (kind) => {
  const { LEAD_FORMS } = await import('./lead-forms');
  const row = (LEAD_FORMS as Readonly<Record<string, (typeof LEAD_FORMS)[keyof typeof LEAD_FORMS]>>)[kind];
  if (!row) throw new Error(`no lead form is called "${kind}"`);
  return row;
};

/** Gives every lead form of the page the joined table (the dispatcher renders it around the pages of the routes that hold forms). */
export function LeadFormTable({ children }: { children: ReactNode }) {
  return <LeadFormLoaderContext value={load}>{children}</LeadFormLoaderContext>;
}
