import { config, ConfigError } from '../config/env';
import { createMockSource } from './mock-source';
import type { ContentSource } from './source';
import { createStoryblokSource } from './storyblok-source';

let source: ContentSource | undefined;

/**
 * The content source of this process, chosen once from the configuration: the mock files when
 * `useMocks` is true, Storyblok otherwise. A configuration error is logged (it says what to set)
 * and rethrown, so start-up fails instead of serving pages without content.
 */
export function contentSource(): ContentSource {
  if (source) return source;
  try {
    const site = config();
    source = site.useMocks ? createMockSource() : createStoryblokSource(site.storyblok);
    return source;
  } catch (err) {
    if (err instanceof ConfigError) console.error(`[content] ${err.message}`);
    throw err;
  }
}
