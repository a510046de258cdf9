import { flagsFromArgs, type FlagsStandIn, startFlagsStandIn } from './flags-stand-in.ts';

describe('the LaunchDarkly stand-in', () => {
  let standIn: FlagsStandIn;
  beforeAll(async () => {
    standIn = await startFlagsStandIn({ 'canopy-ai-features-tab': true });
  });
  afterAll(() => standIn.stop());

  it('answers the evaluation of any context with the configured flags', async () => {
    const context = Buffer.from(JSON.stringify({ kind: 'user', key: 'anonymous' })).toString('base64url');
    const response = await fetch(`${standIn.url}/sdk/evalx/local/contexts/${context}`);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({
      'canopy-ai-features-tab': { value: true, variation: 0, version: 1, trackEvents: false },
    });
  });

  it('accepts events and answers preflights', async () => {
    expect((await fetch(`${standIn.url}/events/bulk/local`, { method: 'POST', body: '[]' })).status).toBe(
      202,
    );
    expect((await fetch(`${standIn.url}/sdk/evalx/local/context`, { method: 'OPTIONS' })).status).toBe(204);
  });

  it('reads flags from the command line', () => {
    expect(flagsFromArgs(['canopy-ai-features-tab=true', 'limit=3', 'name=text', 'bad'])).toEqual({
      'canopy-ai-features-tab': true,
      limit: 3,
      name: 'text',
    });
  });
});
