'use client';

/// <reference types="vite/client" />
import type { ReactNode } from 'react';
import type { LeadFormSpec } from '../forms/definitions';
import { LeadFormLoaderContext, type LeadFormLoader } from '../forms/components/lead-form-context';

/**
 * Every feature's lead-form rows, as the browser loads them: each feature's `lead-forms.ts` (the rows its
 * declaration names as `leadForms`, src/composition/features.ts; test/composition/features.test.ts holds the
 * two the same) in a chunk of its own, never with the page's script. The browser cannot load the feature list
 * itself (it names the server's pages), so it finds the modules by their name.
 */
const FEATURE_FORM_MODULES = import.meta.glob<Record<string, unknown>>(['../*/lead-forms.ts', '!./lead-forms.ts']);

const isRow = (value: unknown, kind: string): value is LeadFormSpec =>
  typeof value === 'object' && value !== null && (value as { id?: unknown }).id === kind;

/** The row of a lead form, from the features' modules. */
const load: LeadFormLoader = async (kind) => {
  for (const importModule of Object.values(FEATURE_FORM_MODULES)) {
    const row = Object.values(await importModule())
      .flatMap((value) => (Array.isArray(value) ? (value as unknown[]) : [value]))
      .find((value) => isRow(value, kind));
    if (row) return row as LeadFormSpec;
  }
  throw new Error(`no lead form is called "${kind}"`);
};

/** Gives every lead form of the page the joined table (the dispatcher renders it around the pages of the routes that hold forms). */
export function LeadFormTable({ children }: { children: ReactNode }) {
  return <LeadFormLoaderContext value={load}>{children}</LeadFormLoaderContext>;
}
