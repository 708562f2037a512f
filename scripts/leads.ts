/** `npm run leads -- list|export|redeliver …`: see src/leads/cli.ts for the commands and exit codes. */
import { runLeadsCli } from '../src/leads/cli';

process.exitCode = await runLeadsCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  env: process.env,
});
