import { createCommitBody, emptyUploadBody, uploadCompleteBody, uploadCoverageBody } from './bodies';
import type { UploadContext } from './context';

const context: UploadContext = {
  url: 'http://127.0.0.1:8080',
  token: 'tok',
  gitService: 'github',
  slug: 'acme/widgets',
  sha: '02d8022881dad909423642cb677ecc08f2f33b22',
  branch: 'main',
  parentSha: null,
  pr: '42',
  flags: ['unit', 'backend'],
  name: 'my-upload',
  build: '1001',
  buildUrl: 'http://ci.example/b/1001',
  job: 'job-7',
  ciService: 'local',
  root: '/repo',
};

describe('request bodies', () => {
  it('upload-coverage has the reference keys in the reference order', () => {
    const body = uploadCoverageBody(context, 457);
    // Key order of the captured codecov-cli 11.3.1 request (cli-upload-coverage/001-body.bin).
    expect(Object.keys(body)).toEqual([
      'ci_service',
      'ci_url',
      'cli_args',
      'env',
      'flags',
      'job_code',
      'name',
      'version',
      'file_not_found',
      'branch',
      'code',
      'commitid',
      'parent_commit_id',
      'pullid',
      'report_payload_bytes',
    ]);
    expect(body).toMatchObject({
      ci_service: 'local',
      ci_url: 'http://ci.example/b/1001',
      env: {},
      flags: ['unit', 'backend'],
      job_code: 'job-7',
      name: 'my-upload',
      version: '0.1.0',
      file_not_found: false,
      branch: 'main',
      code: 'default',
      commitid: context.sha,
      parent_commit_id: null,
      pullid: '42',
      report_payload_bytes: 457,
    });
  });

  it('carries the build number inside cli_args, under the reference key', () => {
    expect(uploadCoverageBody(context, 1)['cli_args']).toMatchObject({
      build_code: '1001',
      build_url: 'http://ci.example/b/1001',
      slug: 'acme/widgets',
      git_service: 'github',
    });
  });

  it('commits, empty-upload and upload-complete have the reference keys', () => {
    expect(Object.keys(createCommitBody(context, 'empty-upload'))).toEqual([
      'branch',
      'cli_args',
      'commitid',
      'parent_commit_id',
      'pullid',
      'version',
    ]);
    expect(emptyUploadBody(context, true)).toMatchObject({ should_force: true, version: '0.1.0' });
    expect(Object.keys(emptyUploadBody(context, false))).toEqual(['cli_args', 'should_force', 'version']);
    expect(Object.keys(uploadCompleteBody(context))).toEqual(['cli_args', 'version']);
  });
});
