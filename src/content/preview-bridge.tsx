import { previewSource, STORYBLOK_BRIDGE_URL } from './preview';

/**
 * Storyblok's bridge on a signed preview: the visual editor can select sections, and the page reloads
 * (with the draft) when the editor saves or publishes. Never indexed (the middleware also sends
 * `X-Robots-Tag: noindex` and `Cache-Control: no-store`).
 */
const INIT = `(function(){function go(){var b=new window.StoryblokBridge();b.on(['change','published'],function(){window.location.reload()});}
(function wait(n){if(window.StoryblokBridge){go()}else if(n<300){setTimeout(function(){wait(n+1)},100)}})(0);})();`;

export function PreviewBridge() {
  if (!previewSource()) return null;
  return (
    <>
      <meta name="robots" content="noindex" />
      <script id="storyblok-bridge" src={STORYBLOK_BRIDGE_URL} async />
      <script dangerouslySetInnerHTML={{ __html: INIT }} />
    </>
  );
}
