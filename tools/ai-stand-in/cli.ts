// The model stand-in as its own process: `node tools/ai-stand-in/cli.ts [port]`. Prints one JSON line `{ "url" }`
// (the value for CANOPY_AI_API_URL) once listening, logs each request's model and size, and stops on SIGTERM.
import { startAiStandIn } from './ai-stand-in.ts';

const port = Number(process.argv[2] ?? 0);
const standIn = await startAiStandIn({ port: Number.isInteger(port) ? port : 0 });
process.stdout.write(`${JSON.stringify({ url: standIn.url })}\n`);
let seen = 0;
setInterval(() => {
  for (const request of standIn.requests.slice(seen))
    process.stderr.write(
      `chat/completions model=${request.model} chars=${request.messages.reduce((n, m) => n + m.content.length, 0)}\n`,
    );
  seen = standIn.requests.length;
}, 500).unref();
process.on('SIGTERM', () => void standIn.stop().then(() => process.exit(0)));
process.on('SIGINT', () => void standIn.stop().then(() => process.exit(0)));
