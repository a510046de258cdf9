import { deflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import type { TestServer } from './test-server';

/** Test results uploads in tests: the two requests codecov-cli sends, and the JUnit files they carry. */

/** One `<testcase>` of a JUnit file. */
export interface CaseSpec {
  name: string;
  classname?: string;
  time?: number;
  failure?: string;
  skipped?: boolean;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A JUnit file of one suite holding `cases`. */
export function junitXml(cases: CaseSpec[], suite = 'suite'): string {
  const body = cases
    .map((test) => {
      const attributes = `classname="${escape(test.classname ?? 'tests.example')}" name="${escape(test.name)}" time="${test.time ?? 0.01}"`;
      if (test.failure !== undefined)
        return `<testcase ${attributes}><failure message="failed">${escape(test.failure)}</failure></testcase>`;
      if (test.skipped) return `<testcase ${attributes}><skipped/></testcase>`;
      return `<testcase ${attributes}/>`;
    })
    .join('\n    ');
  return `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="pytest tests">
  <testsuite name="${escape(suite)}" tests="${cases.length}">
    ${body}
  </testsuite>
</testsuites>
`;
}

/** The PUT body codecov-cli sends: each file base64 of its zlib-compressed text. */
export function testResultsPayload(files: Record<string, string>): string {
  return JSON.stringify({
    test_results_files: Object.entries(files).map(([filename, xml]) => ({
      filename,
      format: 'base64+compressed',
      data: deflateSync(Buffer.from(xml)).toString('base64'),
      labels: '',
    })),
  });
}

export interface TestResultsUploadInput {
  token?: string;
  slug: string;
  sha: string;
  branch: string;
  flags?: string[];
  pullid?: number;
  buildUrl?: string;
  fileNotFound?: boolean;
  /** The PUT body, as sent. */
  body?: string | Buffer;
}

/** POST for the location, then PUT the body there (no PUT after a refused POST or without a file, as the CLI). */
export async function uploadTestResults(
  server: TestServer,
  input: TestResultsUploadInput,
): Promise<{ post: LightMyRequestResponse; put?: LightMyRequestResponse }> {
  const [owner, name] = input.slug.split('/');
  const post = await server.app.inject({
    method: 'POST',
    url: '/upload/test_results/v1',
    headers: {
      'content-type': 'application/json',
      ...(input.token ? { authorization: `token ${input.token}` } : {}),
    },
    payload: JSON.stringify({
      ci_service: 'github-actions',
      ci_url: input.buildUrl ?? null,
      flags: input.flags ?? [],
      job_code: null,
      name: null,
      file_not_found: input.fileNotFound ?? false,
      slug: `${owner}::::${name}`,
      branch: input.branch,
      commit: input.sha,
      service: 'github',
      ...(input.pullid ? { pull_request_number: input.pullid } : {}),
    }),
  });
  if (post.statusCode !== 201 || input.fileNotFound || input.body === undefined) return { post };
  const target = new URL((post.json() as { raw_upload_location: string }).raw_upload_location);
  const put = await server.app.inject({
    method: 'PUT',
    url: `${target.pathname}${target.search}`,
    payload: input.body,
  });
  return { post, put };
}

/** Uploads JUnit files for a commit and fails loudly when refused. */
export async function uploadJUnit(
  server: TestServer,
  input: Omit<TestResultsUploadInput, 'body'> & { files: Record<string, string> },
) {
  const result = await uploadTestResults(server, { ...input, body: testResultsPayload(input.files) });
  if (result.post.statusCode !== 201 || result.put?.statusCode !== 200)
    throw new Error(
      `test results upload answered ${result.post.statusCode} ${result.post.body} / ${result.put?.statusCode}`,
    );
  return result;
}
