/// <reference types="vite/client" />
import type { LeadFormSpec } from '../forms/definitions';

/**
 * Every feature's lead-form rows as the browser loads them, in one chunk of its own (never with the page's
 * script): each feature's `lead-forms.ts`, the rows its declaration names as `leadForms`
 * (src/composition/features.ts; test/composition/features.test.ts holds the two the same). The browser
 * cannot load the feature list itself (it names the server's pages), so it finds the modules by their name.
 */
const MODULES = import.meta.glob<Record<string, unknown>>(['../*/lead-forms.ts', '!./lead-forms.ts'], { eager: true });

const isRow = (value: unknown): value is LeadFormSpec =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string' && 'action' in value;

export const BROWSER_LEAD_FORMS: ReadonlyMap<string, LeadFormSpec> = new Map(
  Object.values(MODULES)
    .flatMap((m) => Object.values(m).flatMap((value) => (Array.isArray(value) ? (value as unknown[]) : [value])))
    .filter(isRow)
    .map((row) => [row.id, row]),
);
