/**
 * The reshape step: validated Storyblok stories in, the site's own types out (`../types.ts`), one
 * module per job. Pure functions. Bad content never throws: a broken story gives null, a broken or
 * unknown section, card, link or rich-text node is dropped, each with one `console.warn` saying
 * where and why. Page bodies are reshaped by the composed section table (`reshapeBody`).
 */
export { toImage } from './images';
export { toLinkTarget } from './links';
export { toRichText } from './rich-text';
export { reshapeBody } from './sections';
export { reshapeSettings } from './settings';
export { reshapeArticleSummary, reshapeStory, type ReshapeBody } from './stories';
