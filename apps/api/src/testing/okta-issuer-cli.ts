// The Okta stand-in (okta-issuer.ts) as its own process, for the browser suite (apps/e2e): an OpenID Connect issuer
// on 127.0.0.1 that approves every sign-in. Prints one JSON line `{ "url" }` once listening; stops on SIGTERM.
import { startOktaStandIn } from './okta-issuer';

const okta = await startOktaStandIn();
process.stdout.write(`${JSON.stringify({ url: okta.url })}\n`);
process.on('SIGTERM', () => void okta.stop().then(() => process.exit(0)));
