// The CMS command reads the section schemas, which live beside their components; their stylesheets
// mean nothing outside the bundler, so they load as empty modules here.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(
      "export async function load(url, context, next) { return url.endsWith('.css') ? { format: 'module', source: '', shortCircuit: true } : next(url, context); }",
    ),
);
