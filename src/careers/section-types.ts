import type { Image } from '../content/types';

/**
 * The careers sections in the site's own types: what cms-sections.tsx reshapes a blok into and
 * sections-view.tsx renders (apart, so that neither imports the other's module back).
 */
export type JobOverviewSection = { type: 'jobOverview'; id: string; title: string; intro: string; spontaneous: string };

export type Portrait = { id: string; name: string; role: string; location: string; quote: string; text: string; photo: Image | null };
export type EmployeePortraitsSection = { type: 'employeePortraits'; id: string; title: string; intro: string; portraits: Portrait[] };
