// The LaunchDarkly stand-in as its own process:
//   node tools/flags-stand-in/cli.ts [--port=8152] canopy-ai-features-tab=true [other-flag=value …]
// Prints one JSON line `{ "url" }` (the value for LAUNCHDARKLY_BASE_URL) once listening; stops on SIGTERM.
import { flagsFromArgs, startFlagsStandIn } from './flags-stand-in.ts';

const args = process.argv.slice(2);
const port = Number(args.find((arg) => arg.startsWith('--port='))?.slice('--port='.length) ?? 0);
const standIn = await startFlagsStandIn(flagsFromArgs(args.filter((arg) => !arg.startsWith('--'))), { port });
process.stdout.write(`${JSON.stringify({ url: standIn.url })}\n`);
process.on('SIGTERM', () => void standIn.stop().then(() => process.exit(0)));
process.on('SIGINT', () => void standIn.stop().then(() => process.exit(0)));
