import { describe, expect, it } from 'vitest';
import { PREVIEW_MAX_AGE_S, previewSignature, verifyPreview } from '../../src/content/preview';

const TOKEN = 'preview-token-of-the-space';
/** `printf '1:abc:2' | sha1sum` */
const SHA1_OF_1_ABC_2 = '6c73380c749d753038be4e4140cf026e195a39c7';
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

/** The query the visual editor adds to a page URL, signed with `token` at `at` (seconds). */
function editorQuery(token: string, at = Math.floor(NOW / 1000), spaceId = '123456'): URLSearchParams {
  const params = new URLSearchParams({ _storyblok: '100001', _storyblok_c: 'page', _storyblok_lang: 'default' });
  params.set('_storyblok_tk[space_id]', spaceId);
  params.set('_storyblok_tk[timestamp]', String(at));
  params.set('_storyblok_tk[token]', previewSignature(spaceId, token, String(at)));
  return params;
}

describe('Storyblok preview signature', () => {
  it('accepts the visual editor signature of the configured preview token', () => {
    expect(verifyPreview(editorQuery(TOKEN), TOKEN, NOW)).toBe(true);
    // sha1 of `space_id:preview_token:timestamp`, as Storyblok documents it (computed independently)
    expect(previewSignature('1', 'abc', '2')).toBe(SHA1_OF_1_ABC_2);
  });

  it('refuses another token, an old or future timestamp, a tampered value, and a missing part', () => {
    expect(verifyPreview(editorQuery('another-token'), TOKEN, NOW)).toBe(false);
    expect(verifyPreview(editorQuery(TOKEN, Math.floor(NOW / 1000) - PREVIEW_MAX_AGE_S - 1), TOKEN, NOW)).toBe(false);
    expect(verifyPreview(editorQuery(TOKEN, Math.floor(NOW / 1000) + 3600), TOKEN, NOW)).toBe(false);
    const tampered = editorQuery(TOKEN);
    tampered.set('_storyblok_tk[space_id]', '999');
    expect(verifyPreview(tampered, TOKEN, NOW)).toBe(false);
    const noMarker = editorQuery(TOKEN);
    noMarker.delete('_storyblok');
    expect(verifyPreview(noMarker, TOKEN, NOW)).toBe(false);
    const noToken = editorQuery(TOKEN);
    noToken.delete('_storyblok_tk[token]');
    expect(verifyPreview(noToken, TOKEN, NOW)).toBe(false);
    expect(verifyPreview(editorQuery(TOKEN), undefined, NOW)).toBe(false);
  });
});
