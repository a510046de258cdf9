/**
 * The source of the demo repositories: a small coverage service (lcov uploads, merged per commit, shown per file).
 * Each version is a whole tree; the history in demo-history.ts commits them to the demo's git mirror, and the
 * demo's coverage is computed from them (demo-lcov.ts), so every covered line is a line of code.
 */

export type SourceTree = Readonly<Record<string, string>>;

/** Source text written indented in this file: the common indentation and the first line break are removed. */
function code(strings: TemplateStringsArray): string {
  const text = strings.raw.join('').replace(/^\n/, '');
  const lines = text.replace(/\s+$/, '').split('\n');
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => /^ */.exec(line)![0].length));
  return `${lines.map((line) => line.slice(indent)).join('\n')}\n`;
}

/** Lines moved right by `spaces`, blank lines left empty. */
function indented(text: string, spaces: number): string {
  return text.replace(/^(?=.)/gm, ' '.repeat(spaces));
}

/**
 * A file with one passage replaced, both given `indent` spaces in; a passage that is not there is a mistake in
 * this file, so it throws.
 */
function edit(text: string | undefined, from: string, to: string, indent = 0): string {
  const [old, replacement] = [indented(from, indent), indented(to, indent)];
  if (text === undefined || !text.includes(old)) throw new Error(`demo source edit does not apply: ${old}`);
  return text.replace(old, replacement);
}

export const DEMO_YAML = code`
  flags:
    integration:
      carryforward: true
  component_management:
    individual_components:
      - component_id: server
        name: Server
        paths: ["src/server.ts", "src/routes/**", "src/auth/**"]
      - component_id: reports
        name: Reports
        paths: ["src/reports/**"]
      - component_id: web
        name: Web
        paths: ["web/**"]
`;

const README = code`
  # demo

  A small coverage service: it takes lcov uploads, merges them per commit and shows each file's coverage.

  - npm test runs the tests with coverage (coverage/lcov.info).
  - CI uploads the report with canopy-cli upload --flags unit; the integration job adds --flags integration.
`;

const PACKAGE_JSON = code`
  {
    "name": "canopy-demo",
    "private": true,
    "type": "module",
    "scripts": {
      "test": "vitest run --coverage",
      "typecheck": "tsc --noEmit"
    },
    "dependencies": {
      "fastify": "^5.2.0",
      "react": "^19.0.0",
      "react-dom": "^19.0.0"
    },
    "devDependencies": {
      "@vitest/coverage-v8": "^3.0.0",
      "typescript": "^5.7.0",
      "vitest": "^3.0.0"
    }
  }
`;

const SERVER = code`
  import Fastify from 'fastify';
  import { type Session, sessionFromCookie } from './auth/session';
  import { repositoryRoutes } from './routes/repositories';
  import { uploadRoutes } from './routes/uploads';

  declare module 'fastify' {
    interface FastifyRequest {
      viewer: Session | null;
    }
  }

  export interface ServerOptions {
    port: number;
    storageDir: string;
    logLevel?: string;
  }

  export async function createServer(options: ServerOptions) {
    const app = Fastify({ logger: { level: options.logLevel ?? 'info' } });
    app.decorateRequest('viewer', null);
    app.addHook('onRequest', async (request) => {
      const cookie = request.headers.cookie;
      if (!cookie) return;
      request.viewer = await sessionFromCookie(cookie);
    });
    await app.register(repositoryRoutes, { prefix: '/api/repos', storageDir: options.storageDir });
    await app.register(uploadRoutes, { prefix: '/upload', storageDir: options.storageDir });
    app.get('/health', async () => ({ status: 'ok' }));
    return app;
  }

  export async function start(options: ServerOptions) {
    const app = await createServer(options);
    try {
      await app.listen({ port: options.port, host: '0.0.0.0' });
    } catch (error) {
      app.log.error(error, 'could not listen');
      process.exit(1);
    }
    // Close cleanly, so that uploads in flight are stored.
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        app.log.info({ signal }, 'shutting down');
        void app.close();
      });
    }
    return app;
  }
`;

const STORE = code`
  import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
  import { join } from 'node:path';
  import { type MergedReport, mergeSessions, type Session } from './reports/merge';

  type StoredSession = { id: number; flags: string[]; files: Array<[string, Array<[number, number]>]> };

  /** Sessions are kept as JSON, one file per upload, in <root>/<repo>/<sha>/. */
  export async function saveSession(root: string, repo: string, sha: string, session: Session): Promise<void> {
    const folder = join(root, repo, sha);
    await mkdir(folder, { recursive: true });
    const files = [...session.files].map(([path, coverage]) => [path, [...coverage.lines]]);
    await writeFile(join(folder, session.id + '.json'), JSON.stringify({ ...session, files }));
  }

  /** A commit's report: its stored sessions, merged; null before its first upload. */
  export async function loadReport(root: string, repo: string, sha: string): Promise<MergedReport | null> {
    const folder = join(root, repo, sha);
    let names: string[];
    try {
      names = await readdir(folder);
    } catch {
      return null;
    }
    const sessions: Session[] = [];
    for (const name of names.filter((entry) => entry.endsWith('.json'))) {
      const stored = JSON.parse(await readFile(join(folder, name), 'utf8')) as StoredSession;
      const files = new Map(stored.files.map(([path, lines]) => [path, { lines: new Map(lines) }]));
      sessions.push({ id: stored.id, flags: stored.flags, files });
    }
    return sessions.length > 0 ? mergeSessions(sessions) : null;
  }

  export async function listRepositories(root: string): Promise<string[]> {
    try {
      return (await readdir(root)).sort();
    } catch {
      return [];
    }
  }
`;

const REPOSITORY_ROUTES = code`
  import type { FastifyInstance } from 'fastify';
  import { fileTotals, reportTotals } from '../reports/totals';
  import { listRepositories, loadReport } from '../store';

  export interface RepositoryRouteOptions {
    storageDir: string;
  }

  type CommitParams = { Params: { repo: string; sha: string } };
  type FileParams = { Params: { repo: string; sha: string; '*': string } };

  export async function repositoryRoutes(app: FastifyInstance, options: RepositoryRouteOptions) {
    app.get('/', async () => {
      const names = await listRepositories(options.storageDir);
      return { repositories: names };
    });

    app.get<CommitParams>('/:repo/commits/:sha', async (request, reply) => {
      const { repo, sha } = request.params;
      const report = await loadReport(options.storageDir, repo, sha);
      if (!report) return reply.code(404).send({ error: 'no coverage for this commit' });
      return { sha, totals: reportTotals(report), sessions: report.sessions };
    });

    // Least covered first: that is where a reviewer looks.
    app.get<CommitParams>('/:repo/commits/:sha/files', async (request, reply) => {
      const { repo, sha } = request.params;
      const report = await loadReport(options.storageDir, repo, sha);
      if (!report) return reply.code(404).send({ error: 'no coverage for this commit' });
      const files = [...report.files].map(([path, file]) => ({ path, ...fileTotals(file) }));
      files.sort((a, b) => (a.coverage ?? 0) - (b.coverage ?? 0));
      return { files };
    });

    app.get<FileParams>('/:repo/commits/:sha/file/*', async (request, reply) => {
      const { repo, sha } = request.params;
      const report = await loadReport(options.storageDir, repo, sha);
      const file = report?.files.get(request.params['*']);
      if (!file) return reply.code(404).send({ error: 'no such file in the report' });
      const lines = [...file.lines].sort(([a], [b]) => a - b);
      return { path: request.params['*'], lines, totals: fileTotals(file) };
    });
  }
`;

const UPLOAD_ROUTES = code`
  import type { FastifyInstance } from 'fastify';
  import type { FileCoverage, Session } from '../reports/merge';
  import { parseLcov } from '../reports/parse-lcov';
  import { saveSession } from '../store';
  import { applyFixes, isTestFile, normalizePath } from '../util/paths';

  export interface UploadRouteOptions {
    storageDir: string;
    /** Prefixes stripped from report paths (the fixes of codecov.yml). */
    fixes?: string[];
    maxBytes?: number;
  }

  type UploadRequest = { Querystring: { repo?: string; sha?: string; flags?: string }; Body: string };

  let nextSessionId = 1;

  export async function uploadRoutes(app: FastifyInstance, options: UploadRouteOptions) {
    const bodyLimit = options.maxBytes ?? 50 * 1024 * 1024;
    app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
      done(null, body);
    });

    app.post<UploadRequest>('/', async (request, reply) => {
      const { repo, sha, flags } = request.query;
      if (!repo || !sha) return reply.code(400).send({ error: 'repo and sha are required' });
      if (!/^[0-9a-f]{40}$/.test(sha)) return reply.code(400).send({ error: 'sha must be a full commit id' });
      const parsed = parseLcov(request.body);
      const files = new Map<string, FileCoverage>();
      for (const [path, coverage] of parsed.files) {
        const fixed = applyFixes(normalizePath(path), options.fixes ?? []);
        if (isTestFile(fixed)) continue;
        files.set(fixed, coverage);
      }
      if (files.size === 0) {
        request.log.warn({ repo, sha, warnings: parsed.warnings }, 'upload without coverage');
        return reply.code(422).send({ error: 'the report names no files', warnings: parsed.warnings });
      }
      const session: Session = { id: nextSessionId++, flags: flags ? flags.split(',') : [], files };
      await saveSession(options.storageDir, repo, sha, session);
      return reply.code(201).send({ session: session.id, files: files.size, warnings: parsed.warnings });
    });
  }
`;

const MERGE = code`
  /** Hits per line number. */
  export type LineHits = Map<number, number>;

  export interface BranchCount {
    taken: number;
    total: number;
  }

  export interface FileCoverage {
    lines: LineHits;
    branches?: Map<number, BranchCount>;
  }

  export interface Session {
    id: number;
    flags: string[];
    files: Map<string, FileCoverage>;
  }

  export interface MergedReport {
    files: Map<string, FileCoverage>;
    sessions: number[];
  }

  /** Merges the sessions of a commit: a line's hits add up, a branch is taken when any session took it. */
  export function mergeSessions(sessions: Session[]): MergedReport {
    const files = new Map<string, FileCoverage>();
    for (const session of sessions) {
      for (const [path, coverage] of session.files) {
        const merged = files.get(path);
        if (!merged) {
          files.set(path, copyCoverage(coverage));
          continue;
        }
        files.set(path, mergeFile(merged, coverage));
      }
    }
    return { files, sessions: sessions.map((session) => session.id) };
  }

  function copyCoverage(coverage: FileCoverage): FileCoverage {
    const branches = coverage.branches ? new Map(coverage.branches) : undefined;
    return { lines: new Map(coverage.lines), branches };
  }

  function mergeFile(left: FileCoverage, right: FileCoverage): FileCoverage {
    const lines = new Map(left.lines);
    for (const [line, hits] of right.lines) {
      lines.set(line, (lines.get(line) ?? 0) + hits);
    }
    const branches = new Map(left.branches ?? []);
    for (const [line, count] of right.branches ?? []) {
      const known = branches.get(line);
      branches.set(line, known ? mergeBranch(known, count) : count);
    }
    return { lines, branches };
  }

  function mergeBranch(left: BranchCount, right: BranchCount): BranchCount {
    if (left.total !== right.total) {
      throw new Error('sessions disagree on the number of branches');
    }
    return { taken: Math.max(left.taken, right.taken), total: left.total };
  }

  /** Only the sessions with one of these flags; no flags keeps every session. */
  export function filterSessions(sessions: Session[], flags: string[]): Session[] {
    if (flags.length === 0) return sessions;
    return sessions.filter((session) => session.flags.some((flag) => flags.includes(flag)));
  }

  /** Drops the files an ignore pattern of codecov.yml matches. */
  export function withoutIgnored(report: MergedReport, ignore: RegExp[]): MergedReport {
    const files = new Map<string, FileCoverage>();
    for (const [path, coverage] of report.files) {
      if (ignore.some((pattern) => pattern.test(path))) continue;
      files.set(path, coverage);
    }
    return { files, sessions: report.sessions };
  }
`;

/** Merging in place: one accumulator per file instead of a copy of the file for every session. */
const MERGE_IN_ONE_PASS = edit(
  MERGE,
  code`
    /** Merges the sessions of a commit: a line's hits add up, a branch is taken when any session took it. */
    export function mergeSessions(sessions: Session[]): MergedReport {
      const files = new Map<string, FileCoverage>();
      for (const session of sessions) {
        for (const [path, coverage] of session.files) {
          const merged = files.get(path);
          if (!merged) {
            files.set(path, copyCoverage(coverage));
            continue;
          }
          files.set(path, mergeFile(merged, coverage));
        }
      }
      return { files, sessions: sessions.map((session) => session.id) };
    }

    function copyCoverage(coverage: FileCoverage): FileCoverage {
      const branches = coverage.branches ? new Map(coverage.branches) : undefined;
      return { lines: new Map(coverage.lines), branches };
    }

    function mergeFile(left: FileCoverage, right: FileCoverage): FileCoverage {
      const lines = new Map(left.lines);
      for (const [line, hits] of right.lines) {
        lines.set(line, (lines.get(line) ?? 0) + hits);
      }
      const branches = new Map(left.branches ?? []);
      for (const [line, count] of right.branches ?? []) {
        const known = branches.get(line);
        branches.set(line, known ? mergeBranch(known, count) : count);
      }
      return { lines, branches };
    }

    function mergeBranch(left: BranchCount, right: BranchCount): BranchCount {
      if (left.total !== right.total) {
        throw new Error('sessions disagree on the number of branches');
      }
      return { taken: Math.max(left.taken, right.taken), total: left.total };
    }
  `,
  code`
    /** Merges the sessions of a commit in one pass: hits add up, a branch is taken when any session took it. */
    export function mergeSessions(sessions: Session[]): MergedReport {
      const files = new Map<string, Required<FileCoverage>>();
      for (const session of sessions) {
        for (const [path, coverage] of session.files) {
          let merged = files.get(path);
          if (!merged) {
            merged = { lines: new Map(), branches: new Map() };
            files.set(path, merged);
          }
          // Added in place: copying the file for every session made large merges quadratic.
          addLines(merged.lines, coverage.lines);
          if (coverage.branches) addBranches(merged.branches, coverage.branches);
        }
      }
      return { files, sessions: sessions.map((session) => session.id) };
    }

    function addLines(into: LineHits, from: LineHits): void {
      for (const [line, hits] of from) {
        into.set(line, (into.get(line) ?? 0) + hits);
      }
    }

    function addBranches(into: Map<number, BranchCount>, from: Map<number, BranchCount>): void {
      for (const [line, count] of from) {
        const known = into.get(line);
        if (!known) {
          into.set(line, { ...count });
          continue;
        }
        if (known.total !== count.total) {
          throw new Error('sessions disagree on the number of branches at line ' + line);
        }
        known.taken = Math.max(known.taken, count.taken);
      }
    }
  `,
);

const PARSE_LCOV = code`
  import type { FileCoverage, LineHits } from './merge';

  export interface ParsedReport {
    files: Map<string, FileCoverage>;
    warnings: string[];
  }

  /** Reads an lcov tracefile: SF starts a file, DA gives a line's hits, end_of_record closes the file. */
  export function parseLcov(text: string): ParsedReport {
    const files = new Map<string, FileCoverage>();
    const warnings: string[] = [];
    let current: LineHits | null = null;
    let lineNumber = 0;
    for (const raw of text.split('\n')) {
      lineNumber++;
      const line = raw.trim();
      if (line === '' || line.startsWith('TN:')) continue;
      if (line.startsWith('SF:')) {
        current = new Map();
        files.set(line.slice(3), { lines: current });
        continue;
      }
      if (line === 'end_of_record') {
        current = null;
        continue;
      }
      if (!current) {
        warnings.push('line ' + lineNumber + ': record outside a file');
        continue;
      }
      if (line.startsWith('DA:')) parseLine(line.slice(3), current, warnings);
    }
    return { files, warnings };
  }

  function parseLine(fields: string, lines: LineHits, warnings: string[]): void {
    const [number, hits] = fields.split(',');
    const line = Number(number);
    const count = Number(hits);
    if (!Number.isInteger(line) || line < 1 || Number.isNaN(count)) {
      warnings.push('unreadable DA record: ' + fields);
      return;
    }
    lines.set(line, (lines.get(line) ?? 0) + count);
  }
`;

/** One slice per DA record instead of an array, and a checksum after the hits no longer spoils the count. */
const PARSE_LCOV_WITHOUT_SPLIT = edit(
  PARSE_LCOV,
  code`
    const [number, hits] = fields.split(',');
    const line = Number(number);
    const count = Number(hits);
    if (!Number.isInteger(line) || line < 1 || Number.isNaN(count)) {
  `,
  code`
    const comma = fields.indexOf(',');
    const line = Number(fields.slice(0, comma));
    const count = Number.parseInt(fields.slice(comma + 1), 10);
    if (comma < 0 || !Number.isInteger(line) || line < 1 || Number.isNaN(count)) {
  `,
  2,
);

/** Branch records (BRDA): a branch counts as taken when its count is a number above zero. */
const PARSE_LCOV_WITH_BRANCHES = edit(
  edit(
    edit(
      PARSE_LCOV,
      "    if (line.startsWith('DA:')) parseLine(line.slice(3), current, warnings);\n",
      "    if (line.startsWith('DA:')) parseLine(line.slice(3), current, warnings);\n" +
        "    else if (line.startsWith('BRDA:')) parseBranch(line.slice(5), files, currentPath, warnings);\n",
    ),
    code`
        if (line.startsWith('SF:')) {
          current = new Map();
          files.set(line.slice(3), { lines: current });
    `,
    code`
        if (line.startsWith('SF:')) {
          current = new Map();
          currentPath = line.slice(3);
          files.set(currentPath, { lines: current, branches: new Map() });
    `,
    4,
  ),
  '  let lineNumber = 0;\n',
  "  let currentPath = '';\n  let lineNumber = 0;\n",
).concat(code`

  function parseBranch(fields: string, files: Map<string, FileCoverage>, path: string, warnings: string[]): void {
    const [number, , , taken] = fields.split(',');
    const line = Number(number);
    const branches = files.get(path)?.branches;
    if (!branches || !Number.isInteger(line) || taken === undefined) {
      warnings.push('unreadable BRDA record: ' + fields);
      return;
    }
    const count = branches.get(line) ?? { taken: 0, total: 0 };
    count.total++;
    if (taken !== '-' && Number(taken) > 0) count.taken++;
    branches.set(line, count);
  }
`);

const TOTALS = code`
  import type { FileCoverage, MergedReport } from './merge';

  export interface Totals {
    files: number;
    lines: number;
    hits: number;
    misses: number;
    partials: number;
    /** Hits over lines as a percentage with two decimals; null for a report without lines. */
    coverage: number | null;
  }

  export function fileTotals(file: FileCoverage): Totals {
    let hits = 0;
    let misses = 0;
    let partials = 0;
    for (const [line, count] of file.lines) {
      const branch = file.branches?.get(line);
      if (count === 0) misses++;
      else if (branch && branch.taken < branch.total) partials++;
      else hits++;
    }
    const lines = hits + misses + partials;
    return { files: 1, lines, hits, misses, partials, coverage: percentage(hits, lines) };
  }

  export function reportTotals(report: MergedReport): Totals {
    const sum: Totals = { files: 0, lines: 0, hits: 0, misses: 0, partials: 0, coverage: null };
    for (const file of report.files.values()) {
      const totals = fileTotals(file);
      sum.files += 1;
      sum.lines += totals.lines;
      sum.hits += totals.hits;
      sum.misses += totals.misses;
      sum.partials += totals.partials;
    }
    sum.coverage = percentage(sum.hits, sum.lines);
    return sum;
  }

  export function percentage(part: number, whole: number): number | null {
    if (whole === 0) return null;
    return Math.round((part / whole) * 10000) / 100;
  }
`;

const SESSION = code`
  import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

  export interface Session {
    id: string;
    userId: number;
    expiresAt: Date;
  }

  const SECRET = process.env.SESSION_SECRET ?? randomBytes(32).toString('hex');
  const sessions = new Map<string, Session>();

  function sign(id: string): string {
    return id + '.' + createHmac('sha256', SECRET).update(id).digest('base64url');
  }

  /** Reads the signed session id of a cookie header; a forged or unknown id gives no session. */
  export async function sessionFromCookie(header: string): Promise<Session | null> {
    const match = /(?:^|;\s*)session=([^;]+)/.exec(header);
    if (!match) return null;
    const value = decodeURIComponent(match[1]!);
    const id = value.split('.')[0]!;
    const expected = Buffer.from(sign(id));
    const given = Buffer.from(value);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const session = sessions.get(id) ?? null;
    if (session && session.expiresAt.getTime() < Date.now()) {
      sessions.delete(id);
      return null;
    }
    return session;
  }

  export function createSession(userId: number, lifetimeMs = 30 * 24 * 3600 * 1000) {
    const id = randomBytes(18).toString('base64url');
    const session: Session = { id, userId, expiresAt: new Date(Date.now() + lifetimeMs) };
    sessions.set(id, session);
    const cookie = 'session=' + encodeURIComponent(sign(id)) + '; HttpOnly; SameSite=Lax; Path=/';
    return { session, cookie };
  }

  export function endSession(id: string): void {
    sessions.delete(id);
  }
`;

/** Sessions also end after a day without requests. */
const SESSION_WITH_IDLE_TIMEOUT = edit(
  edit(
    edit(
      SESSION,
      '  expiresAt: Date;\n}\n',
      '  expiresAt: Date;\n  lastSeenAt: Date;\n}\n\n/** A session unused for a day ends, whatever its expiry. */\nconst IDLE_MS = 24 * 3600 * 1000;\n',
    ),
    '    return null;\n  }\n  return session;\n}\n',
    '    return null;\n  }\n  return session && refreshSession(session);\n}\n\n' +
      code`
          export function refreshSession(session: Session, now = Date.now()): Session | null {
            if (now - session.lastSeenAt.getTime() > IDLE_MS) {
              sessions.delete(session.id);
              return null;
            }
            session.lastSeenAt = new Date(now);
            return session;
          }
        `,
  ),
  'expiresAt: new Date(Date.now() + lifetimeMs) };',
  'expiresAt: new Date(Date.now() + lifetimeMs), lastSeenAt: new Date() };',
);

const PATHS = code`
  /** Report paths as the repository names them: forward slashes, no leading ./ */
  export function normalizePath(path: string): string {
    let cleaned = path.trim();
    while (cleaned.startsWith('./')) cleaned = cleaned.slice(2);
    return cleaned;
  }

  /** The folders of a path, outermost first: a/b/c.ts gives a and a/b. */
  export function parentFolders(path: string): string[] {
    const parts = normalizePath(path).split('/');
    const folders: string[] = [];
    for (let i = 1; i < parts.length; i++) {
      folders.push(parts.slice(0, i).join('/'));
    }
    return folders;
  }

  /** Strips the first prefix the path starts with, as the fixes of codecov.yml do. */
  export function applyFixes(path: string, prefixes: string[]): string {
    for (const prefix of prefixes) {
      if (path.startsWith(prefix)) return path.slice(prefix.length);
    }
    return path;
  }

  export function isTestFile(path: string): boolean {
    return /(^|\/)(test|tests|__tests__)\//.test(path) || /\.(test|spec)\.[jt]sx?$/.test(path);
  }
`;

/** Windows runners report C:\work\demo\src\a.ts; the repository knows src/a.ts. */
const PATHS_FROM_WINDOWS = edit(
  PATHS,
  'let cleaned = path.trim();\n',
  code`
    // Windows runners report C:\work\demo\src\a.ts; the repository knows src/a.ts.
    let cleaned = path.trim().replace(/\\/g, '/');
    cleaned = cleaned.replace(/^[A-Za-z]:\//, '');
  `,
  2,
);

const APP = code`
  import { useEffect, useState } from 'react';
  import { createRoot } from 'react-dom/client';
  import { CoverageBar } from './components/coverage-bar';

  interface FileRow {
    path: string;
    lines: number;
    hits: number;
    coverage: number | null;
  }

  async function fetchFiles(repo: string, sha: string): Promise<FileRow[]> {
    const response = await fetch('/api/repos/' + encodeURIComponent(repo) + '/commits/' + sha + '/files');
    if (!response.ok) throw new Error('could not load the files (' + response.status + ')');
    const body = (await response.json()) as { files: FileRow[] };
    return body.files;
  }

  export function FileList({ repo, sha }: { repo: string; sha: string }) {
    const [files, setFiles] = useState<FileRow[] | null>(null);
    const [error, setError] = useState<string | null>(null);
    useEffect(() => {
      let current = true;
      fetchFiles(repo, sha)
        .then((rows) => current && setFiles(rows))
        .catch((problem: Error) => current && setError(problem.message));
      return () => {
        current = false;
      };
    }, [repo, sha]);
    if (error) return <p role="alert">{error}</p>;
    if (!files) return <p>Loading…</p>;
    if (files.length === 0) return <p>No coverage was uploaded for this commit.</p>;
    return (
      <table>
        <thead>
          <tr>
            <th>File</th>
            <th>Lines</th>
            <th>Coverage</th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr key={file.path}>
              <td>{file.path}</td>
              <td>{file.hits + ' / ' + file.lines}</td>
              <td>
                <CoverageBar coverage={file.coverage} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  export function App() {
    const params = new URLSearchParams(window.location.search);
    const repo = params.get('repo');
    const sha = params.get('sha');
    if (!repo || !sha) return <p>Open a commit with ?repo=name&amp;sha=commit.</p>;
    return (
      <main>
        <h1>{repo}</h1>
        <FileList repo={repo} sha={sha} />
      </main>
    );
  }

  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App />);
`;

const COVERAGE_BAR = code`
  export interface CoverageBarProps {
    coverage: number | null;
    target?: number;
  }

  /** A bar filled to the coverage, coloured by how far it is from the target. */
  export function CoverageBar({ coverage, target = 80 }: CoverageBarProps) {
    if (coverage === null) return <span className="coverage-bar empty">no data</span>;
    const tone = coverage >= target ? 'good' : coverage >= target - 20 ? 'fair' : 'poor';
    return (
      <span className="coverage-bar" role="meter" aria-valuenow={coverage} aria-valuemin={0} aria-valuemax={100}>
        <span className={'fill ' + tone} style={{ width: coverage + '%' }} />
        <span className="label">{coverage.toFixed(2) + '%'}</span>
      </span>
    );
  }
`;

/** One decimal is enough to read; a full bar says 100%. */
const COVERAGE_BAR_ONE_DECIMAL = edit(
  COVERAGE_BAR,
  '      <span className="label">{coverage.toFixed(2) + \'%\'}</span>\n    </span>\n  );\n}\n',
  '      <span className="label">{formatCoverage(coverage)}</span>\n    </span>\n  );\n}\n\n' +
    code`
      export function formatCoverage(coverage: number): string {
        if (coverage === 100) return '100%';
        return coverage.toFixed(1) + '%';
      }
    `,
);

const MERGE_TEST = code`
  import { describe, expect, it } from 'vitest';
  import { mergeSessions } from '../../src/reports/merge';

  const session = (id: number, lines: Array<[number, number]>) => ({
    id,
    flags: ['unit'],
    files: new Map([['src/a.ts', { lines: new Map(lines) }]]),
  });

  describe('mergeSessions', () => {
    it('adds up the hits of a line', () => {
      const report = mergeSessions([session(1, [[1, 2], [2, 0]]), session(2, [[1, 1], [2, 3]])]);
      expect([...report.files.get('src/a.ts')!.lines]).toEqual([[1, 3], [2, 3]]);
      expect(report.sessions).toEqual([1, 2]);
    });

    it('keeps a file only one session has', () => {
      const report = mergeSessions([session(1, [[4, 1]])]);
      expect(report.files.get('src/a.ts')!.lines.get(4)).toBe(1);
    });
  });
`;

const MERGE_TEST_WITH_BRANCHES = edit(
  MERGE_TEST,
  "  expect(report.files.get('src/a.ts')!.lines.get(4)).toBe(1);\n});\n",
  "  expect(report.files.get('src/a.ts')!.lines.get(4)).toBe(1);\n});\n\n" +
    code`
      it('takes a branch when any session took it', () => {
        const branch = (id: number, taken: number) => {
          const base = session(id, [[3, 1]]);
          base.files.get('src/a.ts')!.branches = new Map([[3, { taken, total: 2 }]]);
          return base;
        };
        const report = mergeSessions([branch(1, 1), branch(2, 2)]);
        expect(report.files.get('src/a.ts')!.branches!.get(3)).toEqual({ taken: 2, total: 2 });
      });
    `,
  2,
);

const SESSION_TEST = code`
  import { describe, expect, it } from 'vitest';
  import { createSession, refreshSession, sessionFromCookie } from '../../src/auth/session';

  describe('sessions', () => {
    it('reads a session back from its cookie', async () => {
      const { session, cookie } = createSession(7);
      expect(await sessionFromCookie(cookie)).toEqual(session);
    });

    it('refuses a forged cookie', async () => {
      const { cookie } = createSession(7);
      expect(await sessionFromCookie(cookie.replace(/.;/, 'x;'))).toBeNull();
    });

    it('ends a session after a day without requests', () => {
      const { session } = createSession(7);
      expect(refreshSession(session, Date.now() + 25 * 3600 * 1000)).toBeNull();
    });
  });
`;

const FIRST: SourceTree = {
  'README.md': README,
  'package.json': PACKAGE_JSON,
  'codecov.yml': DEMO_YAML,
  'src/server.ts': SERVER,
  'src/store.ts': STORE,
  'src/routes/repositories.ts': REPOSITORY_ROUTES,
  'src/routes/uploads.ts': UPLOAD_ROUTES,
  'src/reports/merge.ts': MERGE,
  'src/reports/parse-lcov.ts': PARSE_LCOV,
  'src/reports/totals.ts': TOTALS,
  'src/auth/session.ts': SESSION,
  'src/util/paths.ts': PATHS,
  'web/app.tsx': APP,
  'web/components/coverage-bar.tsx': COVERAGE_BAR,
  'test/reports/merge.test.ts': MERGE_TEST,
};

const IDLE_SESSIONS: SourceTree = {
  ...FIRST,
  'src/auth/session.ts': SESSION_WITH_IDLE_TIMEOUT,
  'test/auth/session.test.ts': SESSION_TEST,
};

const WINDOWS_PATHS: SourceTree = { ...IDLE_SESSIONS, 'src/util/paths.ts': PATHS_FROM_WINDOWS };

/** Pull request #12: the merge rewrite, the parser change, and the session tests deleted on the way. */
const { 'test/auth/session.test.ts': _deleted, ...WITHOUT_SESSION_TEST } = WINDOWS_PATHS;
const FASTER_MERGE: SourceTree = {
  ...WITHOUT_SESSION_TEST,
  'src/reports/merge.ts': MERGE_IN_ONE_PASS,
  'src/reports/parse-lcov.ts': PARSE_LCOV_WITHOUT_SPLIT,
  'test/reports/merge.test.ts': MERGE_TEST_WITH_BRANCHES,
};

/** Pull request #14: branch records in the lcov parser. */
const LCOV_BRANCHES: SourceTree = { ...WINDOWS_PATHS, 'src/reports/parse-lcov.ts': PARSE_LCOV_WITH_BRANCHES };

const ONE_DECIMAL: SourceTree = {
  ...WINDOWS_PATHS,
  'web/components/coverage-bar.tsx': COVERAGE_BAR_ONE_DECIMAL,
};

/** The trees of canopy/demo, in the order of its history. */
export const DEMO_TREES = {
  FIRST,
  IDLE_SESSIONS,
  WINDOWS_PATHS,
  FASTER_MERGE,
  LCOV_BRANCHES,
  ONE_DECIMAL,
} as const;

function only(tree: SourceTree, keep: (path: string) => boolean, readme: string): SourceTree {
  return {
    ...Object.fromEntries(Object.entries(tree).filter(([path]) => keep(path))),
    'README.md': readme,
  };
}

/** canopy/api-server: the service without its web front end. */
export const API_SERVER_TREE = only(
  WINDOWS_PATHS,
  (path) => path.startsWith('src/') || path.startsWith('test/') || path === 'package.json',
  '# api-server\n\nThe coverage service: uploads, reports and sessions.\n',
);

/** canopy/web-app: the front end on its own. */
export const WEB_APP_TREE = only(
  ONE_DECIMAL,
  (path) => path.startsWith('web/') || path === 'package.json',
  '# web-app\n\nThe coverage pages of the coverage service.\n',
);
