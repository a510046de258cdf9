import { deflateSync } from 'node:zlib';
import type { TestServer } from './test-server';

export interface CoverageUpload {
  /** `owner/name`. */
  slug: string;
  /** The git host, as the upload URL names it; github unless set. */
  service?: 'github' | 'gitlab' | 'bitbucket' | 'bitbucket_server';
  sha: string;
  branch?: string;
  pullid?: number;
  parent?: string;
  flags?: string[];
  name?: string;
  /** Coverage files (and `codecov.yml`) by name. */
  files: Record<string, string>;
  /** The repository's files, for path fixing. */
  network?: string[];
  /** The canopy-cli diff extension. */
  diff?: { base: string; head: string; text: string };
  token: string;
}

/** One upload the way codecov-cli's upload-coverage sends it: the JSON request, then the PUT of the payload. */
export async function uploadCoverage(server: TestServer, upload: CoverageUpload): Promise<void> {
  const [owner, name] = upload.slug.split('/');
  const post = await server.app.inject({
    method: 'POST',
    url: `/upload/${upload.service ?? 'github'}/${owner}::::${name}/upload-coverage`,
    headers: { authorization: `token ${upload.token}`, 'content-type': 'application/json' },
    payload: {
      commitid: upload.sha,
      branch: upload.branch ?? 'main',
      pullid: upload.pullid ?? null,
      parent_commit_id: upload.parent ?? null,
      flags: upload.flags ?? [],
      name: upload.name ?? null,
      ci_service: 'github-actions',
      code: 'default',
    },
  });
  if (post.statusCode !== 201) throw new Error(`upload-coverage answered ${post.statusCode}: ${post.body}`);
  const location = new URL((post.json() as { raw_upload_location: string }).raw_upload_location);
  const payload = {
    report_fixes: { format: 'legacy', value: {} },
    network_files: upload.network ?? [],
    coverage_files: Object.entries(upload.files).map(([filename, text]) => ({
      filename,
      format: 'base64+compressed',
      data: deflateSync(Buffer.from(text)).toString('base64'),
      labels: '',
    })),
    metadata: {},
    ...(upload.diff ? { git_diff: upload.diff } : {}),
  };
  const put = await server.app.inject({
    method: 'PUT',
    url: `${location.pathname}${location.search}`,
    payload: JSON.stringify(payload),
  });
  if (put.statusCode !== 200) throw new Error(`storage PUT answered ${put.statusCode}: ${put.body}`);
}

/** lcov text for one file: `lines` maps line numbers to hit counts. */
export function lcov(files: Record<string, Record<number, number>>): string {
  return Object.entries(files)
    .map(
      ([path, lines]) =>
        `SF:${path}\n${Object.entries(lines)
          .map(([line, hits]) => `DA:${line},${hits}\n`)
          .join('')}end_of_record\n`,
    )
    .join('');
}
