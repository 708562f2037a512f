/** `npm run leads -- list|export|redeliver …`: see src/leads/cli.ts for the commands and exit codes. */
import { alertsPersonalData } from '../src/alerts/personal-data';
import { runLeadsCli } from '../src/leads/cli';

process.exitCode = await runLeadsCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  env: process.env,
  // the alerts keep addresses in the same database: a person's request covers them too
  personalData: [alertsPersonalData],
});
