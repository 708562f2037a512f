/**
 * What the header's search box suggests while a visitor types (issue 11, point 4): the brands and
 * models the words match, with their counts in stock, and the first vehicles. Every link is made on
 * the server, in the visitor's locale: the browser only shows them. No dependencies: the browser's
 * box imports this module.
 */
export type Suggestion = { id: string; label: string; detail: string; href: string };

export type Suggestions = {
  /** the words as the stock search read them (trimmed, bounded) */
  q: string;
  brands: Suggestion[];
  models: Suggestion[];
  vehicles: Suggestion[];
  /** the stock filtered by the words, as Enter on the words leads to it: "See all 12 vehicles for “kia”" */
  all: { href: string; count: number; label: string };
};

/** The shortest words worth a suggestion: one letter matches half the stock. */
export const MIN_SUGGEST_CHARS = 2;

/** The endpoint, unlocalized (`?q=&locale=`): two segments, so no page pattern such as `/{brand}/stock/{vehicle}` shadows it. */
export const SUGGEST_PATH = '/api/suggestions';
