import { pageNonce } from '../request';
import { PREVIEW_DRAFT_HEADER, previewSource, STORYBLOK_BRIDGE_URL } from './preview';

/**
 * Storyblok's bridge on a signed preview. Every section carries the block's editable attributes
 * (`data-blok-c`, `data-blok-uid`), so a click in the visual editor selects it. As the editor types
 * (`input`), the page posts the story the bridge sends to its own signed address (src/server/middleware/
 * preview-draft.ts) and swaps in the `<main>` rendered from it: no reload, nothing cached or stored; the
 * newest answer wins. On save or publish (`change`, `published`) the page reloads with the saved draft.
 * Never indexed (the middleware also sends `X-Robots-Tag: noindex` and `Cache-Control: no-store`). Both
 * scripts carry the page's nonce, which the preview's Content-Security-Policy names (src/server/content-security-policy.ts).
 */
const INIT = `(function(){var seq=0,timer=0;
function show(story){var mine=++seq;fetch(location.href,{method:'POST',headers:{'content-type':'application/json','${PREVIEW_DRAFT_HEADER}':'1'},body:JSON.stringify(story),credentials:'same-origin'})
.then(function(r){return r.ok?r.text():null}).then(function(html){if(!html||mine!==seq)return;
var next=new DOMParser().parseFromString(html,'text/html').querySelector('main');var main=document.querySelector('main');
if(next&&main){main.innerHTML=next.innerHTML;document.documentElement.setAttribute('data-preview-draft',String(mine));}}).catch(function(){});}
function go(){var b=new window.StoryblokBridge();b.on(['change','published'],function(){window.location.reload()});
b.on('input',function(e){if(!e||!e.story)return;clearTimeout(timer);timer=setTimeout(function(){show(e.story)},150);});}
(function wait(n){if(window.StoryblokBridge){go()}else if(n<300){setTimeout(function(){wait(n+1)},100)}})(0);})();`;

export function PreviewBridge() {
  if (!previewSource()) return null;
  return (
    <>
      <meta name="robots" content="noindex" />
      <script id="storyblok-bridge" src={STORYBLOK_BRIDGE_URL} async nonce={pageNonce()} />
      <script nonce={pageNonce()} dangerouslySetInnerHTML={{ __html: INIT }} />
    </>
  );
}
