// A process and everything it started, read from /proc (Linux): resident memory and CPU time.
import fs from 'node:fs';

export interface TreeProcess {
  pid: number;
  name: string;
  rssKiB: number;
  /** User + system CPU time so far, in clock ticks. */
  cpuTicks: number;
}

function read(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null; // the process ended meanwhile
  }
}

/** `/proc/<pid>/stat` after the command name, which may hold spaces and parentheses. */
function statFields(pid: number): string[] | null {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return null;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** The process and its descendants, each with VmRSS (threads share it, so worker threads are inside). */
export function processTree(rootPid: number): TreeProcess[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (!fields) continue;
    const parent = Number(fields[1]); // field 4 of stat: ppid
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree: TreeProcess[] = [];
  const visit = (pid: number) => {
    const status = read(`/proc/${pid}/status`);
    const fields = statFields(pid);
    if (!status || !fields) return;
    tree.push({
      pid,
      name: /^Name:\s*(.*)$/m.exec(status)?.[1] ?? '?',
      rssKiB: Number(/^VmRSS:\s*(\d+)/m.exec(status)?.[1] ?? 0),
      // fields 14 and 15 of stat: utime and stime
      cpuTicks: Number(fields[11]) + Number(fields[12]),
    });
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(rootPid);
  return tree;
}

export const treeRssKiB = (tree: readonly TreeProcess[]) => tree.reduce((sum, p) => sum + p.rssKiB, 0);
export const treeCpuTicks = (tree: readonly TreeProcess[]) => tree.reduce((sum, p) => sum + p.cpuTicks, 0);
export const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;

/** The server this process started on a data folder: its child whose environment names that folder. */
export function serverPidOf(dataDir: string): number {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const environ = read(`/proc/${entry}/environ`)?.split('\0') ?? [];
    if (!environ.includes(`CANOPY_DATA_DIR=${dataDir}`)) continue;
    if (Number(statFields(Number(entry))?.[1]) === process.pid) return Number(entry);
  }
  throw new Error(`no server process for ${dataDir}`);
}
