import type { Insertable, Kysely } from 'kysely';
import type {
  BranchesTable,
  CommitsTable,
  Database,
  ReportFilesTable,
  ReportTotalsJson,
  UploadsTable,
} from '../../db/schema';

/** Rows for the coverage tables, written directly as ingestion would leave them (tests only). */
export class CoverageTestData {
  constructor(
    private readonly db: Kysely<Database>,
    readonly repoid: number,
  ) {}

  static async forRepository(db: Kysely<Database>, owner: string, name: string): Promise<CoverageTestData> {
    const repo = await db
      .selectFrom('repositories')
      .innerJoin('owners', 'owners.ownerid', 'repositories.ownerid')
      .select('repositories.repoid')
      .where('owners.username', '=', owner)
      .where('repositories.name', '=', name)
      .executeTakeFirstOrThrow();
    return new CoverageTestData(db, repo.repoid);
  }

  async ownerid(username: string): Promise<number> {
    const owner = await this.db
      .selectFrom('owners')
      .select('ownerid')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    return owner.ownerid;
  }

  /** Inserts a commit; returns its row id. `totals` is given as the interesting subset. */
  async commit(
    values: Omit<Insertable<CommitsTable>, 'repoid' | 'totals' | 'yamlErrors'> & {
      totals?: Partial<ReportTotalsJson> | null;
      yamlErrors?: Array<{ path: string; message: string }> | null;
    },
  ): Promise<number> {
    const { totals, yamlErrors, ...rest } = values;
    const row = await this.db
      .insertInto('commits')
      .values({
        ...rest,
        repoid: this.repoid,
        totals: totals ? JSON.stringify(reportTotals(totals)) : null,
        yamlErrors: yamlErrors ? JSON.stringify(yamlErrors) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async branch(values: Omit<Insertable<BranchesTable>, 'repoid'>): Promise<void> {
    await this.db
      .insertInto('branches')
      .values({ ...values, repoid: this.repoid })
      .execute();
  }

  async upload(values: Omit<Insertable<UploadsTable>, 'repoid'>): Promise<number> {
    const row = await this.db
      .insertInto('uploads')
      .values({ ...values, repoid: this.repoid })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Per-file totals of a commit's report: `[path, hits, misses, partials]` (lines is their sum). */
  async reportFiles(commitId: number, files: ReadonlyArray<[string, number, number, number]>): Promise<void> {
    const rows: Array<Insertable<ReportFilesTable>> = files.map(([path, hits, misses, partials]) => {
      const lines = hits + misses + partials;
      return {
        commitId,
        path,
        hits,
        misses,
        partials,
        lines,
        coverage: lines > 0 ? (hits / lines) * 100 : null,
      };
    });
    await this.db.insertInto('reportFiles').values(rows).execute();
  }
}

function reportTotals(totals: Partial<ReportTotalsJson>): ReportTotalsJson {
  const hits = totals.hits ?? 0;
  const misses = totals.misses ?? 0;
  const partials = totals.partials ?? 0;
  const lines = totals.lines ?? hits + misses + partials;
  return {
    files: 0,
    branches: 0,
    methods: 0,
    sessions: 0,
    complexity: 0,
    complexityTotal: 0,
    ...totals,
    hits,
    misses,
    partials,
    lines,
    coverage: totals.coverage !== undefined ? totals.coverage : lines > 0 ? (hits / lines) * 100 : null,
  };
}
