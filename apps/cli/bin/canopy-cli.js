#!/usr/bin/env node
// Runs the TypeScript sources directly, the way the server runs (`tsx src/main.ts`): there is no build step.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../src/main.ts');
process.exitCode = await runCli(process.argv.slice(2));
