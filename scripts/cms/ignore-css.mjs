// The CMS command reads the section schemas, which live beside their components; their stylesheets
// mean nothing outside the bundler, so they load as empty modules here (a `?url` import as an empty
// address: src/stock/favourites/in-browser.tsx).
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(
      "export async function load(url, context, next) { return /\\.css(\\?|$)/.test(url) ? { format: 'module', source: 'export default \"\";', shortCircuit: true } : next(url, context); }",
    ),
);
