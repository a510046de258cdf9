import { describeEachBackend } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { locationParts } from './validate-service';

const VALID = `
coverage:
  precision: 1
  status:
    project:
      default:
        target: 80%
component_management:
  individual_components:
    - component_id: api
      statuses:
        - type: project
`;

describeEachBackend('POST /validate', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  const post = (url: string, payload: string, contentType = 'application/x-www-form-urlencoded') =>
    server.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  it('answers a valid file sent as curl --data-binary sends it with the parsed configuration', async () => {
    const response = await post('/validate', VALID);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body.startsWith('Valid!\n\n')).toBe(true);
    const config = JSON.parse(response.body.slice('Valid!\n\n'.length));
    expect(config.coverage).toEqual({ precision: 1, status: { project: { default: { target: 80 } } } });
    expect(config.component_management.individual_components[0].statuses).toEqual([{ type: 'project' }]);
  });

  it('reads a JSON body as well', async () => {
    const response = await post(
      '/validate',
      JSON.stringify({ coverage: { round: 'up' } }),
      'application/json',
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('"round": "up"');
  });

  it('answers 400 with the location and message of each error, as Codecov words them', async () => {
    const response = await post('/validate/v1', 'coverage:\n  precision: 100\n');
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe("Error at ['coverage', 'precision']: \nmust be an integer from 0 to 99\n");
  });

  it('answers 400 for empty, unreadable and non-mapping bodies', async () => {
    expect((await post('/validate', '')).body).toBe('No content posted.');
    expect((await post('/validate', 'coverage: [unclosed')).body).toBe("Can't parse YAML\n");
    expect((await post('/validate', '- a\n- b\n')).body).toBe('No file posted.');
    for (const body of ['', 'coverage: [unclosed', '- a\n'])
      expect((await post('/validate', body)).statusCode).toBe(400);
  });

  it('accepts unknown keys with a warning, leaving them out', async () => {
    const response = await post('/validate', 'beta_groups: [x]\ncoverage:\n  round: up\n');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Warnings (ignored):\n- beta_groups: unknown key');
    expect(response.body).not.toContain('"beta_groups"');
  });

  it('answers v2 in JSON', async () => {
    const ok = await post('/validate/v2', VALID);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      valid: true,
      message: 'YAML is valid',
      validated_yaml: { coverage: { precision: 1 } },
    });
    const bad = await post(
      '/validate/v2',
      'flag_management:\n  individual_flags:\n    - carryforward: yes\n',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      valid: false,
      message: 'YAML does not match the accepted schema',
      validation_error: { flag_management: [{ individual_flags: [{ '0': [{ name: ['is required'] }] }] }] },
      warnings: [],
    });
    const unreadable = await post('/validate/v2', 'a: [');
    expect(unreadable.json()).toMatchObject({ valid: false, message: 'YAML could not be parsed' });
    expect(unreadable.json().parse_error.line).toEqual(expect.any(Number));
  });

  it('tells how to use it on GET', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/validate' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^Usage:\n\ncurl -X POST --data-binary @codecov.yml http.*\/validate\n$/);
  });

  it('refuses a body above the size limit', async () => {
    const response = await post('/validate', `# ${'x'.repeat(600 * 1024)}\n`);
    expect(response.statusCode).toBe(413);
  });

  it('limits how often one address may ask', async () => {
    const answers = [];
    for (let i = 0; i < 70; i += 1)
      answers.push((await post('/validate', 'coverage: {}', 'text/plain')).statusCode);
    expect(answers).toContain(429);
  });
});

describe('locationParts', () => {
  it.each([
    ['coverage.precision', ['coverage', 'precision']],
    ['flag_management.individual_flags[0].name', ['flag_management', 'individual_flags', 0, 'name']],
    ['flags["has space"].paths[2]', ['flags', 'has space', 'paths', 2]],
    ['', []],
  ])('%s', (path, parts) => expect(locationParts(path)).toEqual(parts));
});
