import { randomUUID } from 'node:crypto';
import { carryForward, carryforwardFlagNames, flagRules, matchesPaths, type Report } from '@canopy/coverage';
import type { Kysely } from 'kysely';
import { repoRef, repositoryWithOwner } from '../repositories';
import {
  ancestors,
  type ChainCommit,
  type ChainLink,
  shortSha,
  type DiffProviders,
  loadDiff,
  buildCommitConfig,
  loadYamlSources,
} from '../reports';
import type { CommitRecord, Database, UploadRecord } from '../../db/schema';
import type { Storage } from '../../storage/storage';
import { fileTotalsRows } from './merge-batch';
import { readStoredReport, storedReport } from './stored-report';
import { commitToProcess, saveCommitReport, storeFileTotals, updateRepositoryCoverage } from './report-store';
import {
  addCarriedSession,
  hasUploadsWaiting,
  processedSessions,
  removeSessions,
} from './report-session-store';

/** How far back a carried flag is looked for, as the reference does. */
const MAX_DEPTH = 10;

export interface CarryforwardContext {
  db: Kysely<Database>;
  storage: Storage;
  /** Where the diff between an ancestor and the commit comes from (for shifting carried lines). */
  diffProviders?: (service: string) => DiffProviders;
  log?: { info(obj: object, msg?: string): void };
}

/** An ancestor to carry sessions from, and the upload rows describing those sessions. */
interface Source {
  commit: ChainCommit;
  depth: number;
  sessions: UploadRecord[];
}

/**
 * Carryforward (codecov.yml `flags.<name>.carryforward`): a carryforward flag this commit has no upload for is
 * copied from the nearest ancestor that has it, with its lines moved through the diff when one is available.
 * A fresh upload with the flag replaces the carried session. Runs after each processing pass; does nothing
 * when nothing changes.
 */
export async function applyCarryforward(
  context: CarryforwardContext,
  commitId: number,
  { mayWait = false }: { mayWait?: boolean } = {},
): Promise<'done' | 'waiting'> {
  const { db, storage } = context;
  const commit = await commitToProcess(db, commitId);
  if (!commit.reportStoragePath) return 'done';
  const config = buildCommitConfig(await loadYamlSources(db, commit)).config;
  const uploads = await processedSessions(db, commitId);
  const real = uploads.filter((upload) => upload.sessionType !== 'carriedforward');
  const carried = uploads.filter((upload) => upload.sessionType === 'carriedforward');
  const present = new Set(real.flatMap((upload) => upload.flags));
  // Mode "all": a fresh upload of a flag replaces every carried session that has it.
  const replaced = carried.filter((upload) => upload.flags.some((flag) => present.has(flag)));
  const stillCarried = new Set(
    carried.filter((upload) => !replaced.includes(upload)).flatMap((upload) => upload.flags),
  );
  const candidates = new Set(carryforwardFlagNames(config));
  // `flag_management.default_rules.carryforward` makes every flag a candidate: those the ancestors have.
  const byDefault = config.flag_management?.default_rules?.carryforward === true;
  if (candidates.size === 0 && !byDefault && replaced.length === 0) return 'done';
  const chain = await carryforwardChain(db, commit);
  // The nearest processed ancestor decides what is carried: wait while a nearer one is still processing.
  if (mayWait && (await busyBeforeProcessed(db, chain))) return 'waiting';
  if (byDefault) for (const flag of await ancestorFlags(db, chain)) candidates.add(flag);
  const wanted = [...candidates].filter(
    (flag) => !present.has(flag) && !stillCarried.has(flag) && flagRules(config, flag).carryforward === true,
  );
  const sources = wanted.length > 0 ? await findSources(db, chain, new Set(wanted)) : [];
  if (replaced.length === 0 && sources.length === 0) return 'done';

  // Read and written a line at a time: the decompressed text of a large report is never one string.
  const report = await readStoredReport(await storage.read(commit.reportStoragePath));
  report.removeSessions(new Set(replaced.map((upload) => upload.sessionId!)));
  let nextSession = commit.sessionCount;
  const rows: Array<{
    upload: UploadRecord;
    source: Source;
    sessionId: number;
    origin: string;
    depth: number;
  }> = [];
  for (const source of sources) {
    const mapping = new Map<number, number>();
    for (const upload of source.sessions) {
      mapping.set(upload.sessionId!, nextSession);
      rows.push({
        upload,
        source,
        sessionId: nextSession,
        // A session the ancestor itself carried keeps pointing at where the data was uploaded.
        origin: upload.carriedFrom ?? source.commit.commitid,
        depth: source.depth + (upload.carriedDepth ?? 0),
      });
      nextSession += 1;
    }
    const sourceReport = await readReport(storage, source.commit);
    const diff = await diffFor(context, commit, source.commit);
    const flags = [...new Set(source.sessions.flatMap((upload) => upload.flags))];
    const includePath = (path: string) =>
      flags.some((flag) => {
        const rules = flagRules(config, flag);
        return matchesPaths(path, rules.paths, rules.ignore);
      });
    report.merge(carryForward(sourceReport, mapping, diff, includePath));
  }

  const stored = await storedReport(report);
  const blob = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
  const path = `reports/${commit.repoid}/${commit.commitid}/report-${randomUUID()}.json.gz`;
  await storage.write(path, blob);
  const totals = report.totals();
  await db.transaction().execute(async (trx) => {
    await saveCommitReport(trx, commitId, {
      reportStoragePath: path,
      totals: JSON.stringify(totals),
      sessionCount: nextSession,
    });
    await storeFileTotals(trx, commitId, fileTotalsRows(report));
    if (replaced.length > 0)
      await removeSessions(
        trx,
        replaced.map((upload) => upload.id),
      );
    for (const [index, row] of rows.entries()) {
      const { upload } = row;
      await addCarriedSession(trx, {
        commitId,
        repoid: commit.repoid,
        sessionId: row.sessionId,
        state: 'processed',
        sessionType: 'carriedforward',
        carriedFrom: row.origin,
        carriedDepth: row.depth,
        flags: upload.flags,
        name: upload.name ? `CF[${index + 1}] - ${upload.name}` : 'Carriedforward',
        provider: upload.provider,
        buildCode: upload.buildCode,
        buildUrl: upload.buildUrl,
        jobCode: upload.jobCode,
        storagePath: upload.storagePath,
        totals: JSON.stringify(totalsOfSession(report, row.sessionId)),
        formats: upload.formats,
      });
    }
    await updateRepositoryCoverage(trx, commit.repoid);
  });
  await storage.remove(commit.reportStoragePath);
  context.log?.info(
    { commitId, carried: rows.length, replaced: replaced.length },
    'carryforward sessions updated',
  );
  return 'done';
}

function totalsOfSession(report: Report, sessionId: number) {
  return report.totals(new Set([sessionId]));
}

async function readReport(storage: Storage, commit: ChainCommit): Promise<Report> {
  return readStoredReport(await storage.read(commit.reportStoragePath!));
}

/** The commit's known ancestors within reach, nearest first. */
async function carryforwardChain(db: Kysely<Database>, commit: CommitRecord): Promise<ChainLink[]> {
  return (await ancestors(db, commit.repoid, commit.commitid, { limit: MAX_DEPTH })).filter(
    (link) => link.depth > 0,
  );
}

async function ancestorFlags(db: Kysely<Database>, chain: readonly ChainLink[]): Promise<Set<string>> {
  const flags = new Set<string>();
  for (const { commit } of chain)
    if (commit.state === 'complete')
      for (const upload of await processedSessions(db, commit.id))
        for (const flag of upload.flags) flags.add(flag);
  return flags;
}

/** Whether an ancestor nearer than the first processed one still has uploads waiting. */
async function busyBeforeProcessed(db: Kysely<Database>, chain: readonly ChainLink[]): Promise<boolean> {
  for (const { commit } of chain) {
    if (await hasUploadsWaiting(db, commit.id)) return true;
    if (commit.state === 'complete') return false;
  }
  return false;
}

/** For each wanted flag, the nearest processed ancestor with a session of it; sessions grouped by ancestor. */
async function findSources(
  db: Kysely<Database>,
  chain: readonly ChainLink[],
  wanted: Set<string>,
): Promise<Source[]> {
  const sources: Source[] = [];
  for (const { commit: ancestor, depth } of chain) {
    if (wanted.size === 0) break;
    if (ancestor.state !== 'complete' || !ancestor.reportStoragePath) continue;
    const sessions = (await processedSessions(db, ancestor.id)).filter((upload) =>
      upload.flags.some((flag) => wanted.has(flag)),
    );
    if (sessions.length === 0) continue;
    for (const upload of sessions) for (const flag of upload.flags) wanted.delete(flag);
    sources.push({ commit: ancestor, depth, sessions });
  }
  return sources;
}

async function diffFor(context: CarryforwardContext, commit: CommitRecord, ancestor: ChainCommit) {
  const { repo, owner } = await repositoryWithOwner(context.db, commit.repoid);
  const providers = context.diffProviders?.(owner.service) ?? { provider: null, mirror: null };
  const load = await loadDiff(providers, context.storage, repoRef(owner, repo), commit, ancestor.commitid);
  if (!load.diff)
    context.log?.info(
      { commit: shortSha(commit.commitid), ancestor: shortSha(ancestor.commitid) },
      'carrying forward without a diff: lines are not shifted',
    );
  return load.diff;
}
