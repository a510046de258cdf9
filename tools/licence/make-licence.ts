// node tools/licence/make-licence.ts --company Acme --seats 25 --expires 2026-06-30 --key <private key file>
import { LicenceArgumentError, licenceFromArgs, USAGE } from './licence.ts';

try {
  process.stdout.write(`${licenceFromArgs(process.argv.slice(2))}\n`);
} catch (error) {
  if (!(error instanceof LicenceArgumentError)) throw error;
  process.stderr.write(`make-licence: ${error.message}\n\n${USAGE}`);
  process.exitCode = 2;
}
