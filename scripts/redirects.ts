/** `npm run redirects -- import <csv>`: see redirects/cli.ts for the options and exit codes. */
import { runRedirectsCli } from '../redirects/cli';

process.exitCode = await runRedirectsCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
