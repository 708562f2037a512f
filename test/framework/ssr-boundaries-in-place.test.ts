import { describe, expect, it } from 'vitest';
import { ssrBoundariesInPlace } from '../../framework/patches/ssr-boundaries-in-place';
import { pageWithForm, renderPage, wakuSsrModule } from './support/waku-ssr';

/**
 * framework/patches/ssr-boundaries-in-place.ts: a finished Suspense boundary far down a page (the lead form)
 * is written in place, so it shows without JavaScript, rather than as a hidden block a script moves.
 */
describe('ssr-boundaries-in-place', () => {
  it("writes a finished boundary in place after more than React's chunk of markup", async () => {
    const html = await renderPage(await wakuSsrModule(ssrBoundariesInPlace, true), pageWithForm());
    expect(html).toMatch(
      /<!--\$--><form id="lead"><select name="dealership">(<option>dealership \d+<\/option>){300}<\/select><\/form><!--\/\$-->/,
    );
    expect(html).not.toContain('hidden id="S:');
    expect(html).not.toContain('<p>loading</p>');
  });

  it('is what the page needs: Waku as installed hides the form until a script moves it', async () => {
    const html = await renderPage(await wakuSsrModule(ssrBoundariesInPlace, false), pageWithForm());
    expect(html).toMatch(/<div hidden id="S:0"><form id="lead">/);
    expect(html).toContain('<p>loading</p>');
  });
});
