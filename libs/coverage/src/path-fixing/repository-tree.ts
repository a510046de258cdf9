/**
 * The repository's file list as a trie keyed by path segments from the file name backwards, lower-cased,
 * so a reported path is matched by its longest suffix in time proportional to its own length.
 *
 * Nodes are split lazily: a node with a single path below it keeps that path whole instead of a chain of
 * single-child nodes, so large file lists stay small in memory.
 */

interface TreeEntry {
  /** The repository path, with the repository's own casing. */
  path: string;
  /** Lower-cased segments, file name first. */
  reversed: string[];
}

class TreeNode {
  /** Paths at or below this node. */
  count = 0;
  children: Map<string, TreeNode> | undefined;
  /** Paths whose first segment is this node (the suffix spelled by the walk is the whole path). */
  ends: TreeEntry[] | undefined;
  /** The one path below this node while it has no children. */
  pending: TreeEntry | undefined;
}

/** A repository path chosen for a reported one. */
export interface TreeMatch {
  path: string;
  /** Several repository files fitted equally well and one was picked by likeness. */
  ambiguous: boolean;
}

/** More candidates than this for one reported path means the path says too little to pick one. */
const MAX_CANDIDATES = 100;
/** Trailing segments a match must share with the reported path (the file name and one directory). */
const REQUIRED_SHARED_SEGMENTS = 2;

interface Walk {
  /** Reported segments matched from the end. */
  depth: number;
  /** Repository paths equal to the reported path (case-insensitively). */
  exact: TreeEntry[] | undefined;
  /** The deepest repository paths that are a strict suffix of the reported path. */
  suffix: { entries: TreeEntry[]; depth: number } | undefined;
  /** Where the walk stopped: the paths below continue past the matched segments. */
  below: { node: TreeNode; count: number } | { entry: TreeEntry; count: 1 } | undefined;
}

export class RepositoryTree {
  private readonly root = new TreeNode();

  constructor(paths: Iterable<string>) {
    for (const path of paths) this.insert({ path, reversed: path.toLowerCase().split('/').reverse() });
  }

  get size(): number {
    return this.root.count;
  }

  private insert(entry: TreeEntry): void {
    let node = this.root;
    let depth = 0;
    for (;;) {
      node.count += 1;
      if (depth === entry.reversed.length) {
        (node.ends ??= []).push(entry);
        return;
      }
      if (!node.children) {
        if (!node.pending) {
          node.pending = entry;
          return;
        }
        const moved = node.pending;
        node.pending = undefined;
        node.children = new Map();
        placeInFreshChild(node.children, moved, depth);
      }
      const key = entry.reversed[depth] ?? '';
      let child = node.children.get(key);
      if (!child) {
        child = new TreeNode();
        node.children.set(key, child);
      }
      node = child;
      depth += 1;
    }
  }

  /**
   * The repository file a reported path (its clean segments) most likely names, or null. Preference: the same
   * path; a repository path the reported one is a suffix of (unique, or the likeliest); a repository path that
   * is itself a suffix of the reported one; the only path sharing the deepest suffix. The match must share the
   * file name and its directory with the reported path, unless one of the two is shorter than that.
   */
  match(segments: readonly string[]): TreeMatch | null {
    const size = segments.length;
    if (size === 0) return null;
    const query = new Array<string>(size);
    for (let i = 0; i < size; i += 1) query[i] = (segments[size - 1 - i] ?? '').toLowerCase();
    const walk = this.walk(query);
    if (walk.exact) return pickExact(walk.exact, segments);
    const chosen = this.choose(walk, query);
    if (!chosen) return null;
    const required = Math.min(REQUIRED_SHARED_SEGMENTS, query.length, chosen.entry.reversed.length);
    return chosen.shared >= required ? { path: chosen.entry.path, ambiguous: chosen.ambiguous } : null;
  }

  private walk(query: readonly string[]): Walk {
    const result: Walk = { depth: 0, exact: undefined, suffix: undefined, below: undefined };
    let node = this.root;
    let depth = 0;
    while (depth < query.length) {
      if (node.pending) return followPending(result, node.pending, query, depth);
      const child = node.children?.get(query[depth] ?? '');
      if (!child) break;
      node = child;
      depth += 1;
      if (node.ends && depth < query.length) result.suffix = { entries: node.ends, depth };
    }
    result.depth = depth;
    if (depth === query.length && node.ends) result.exact = node.ends;
    if (node.pending) result.below = { entry: node.pending, count: 1 };
    else {
      const count = node.count - (node.ends?.length ?? 0);
      if (count > 0 && depth > 0) result.below = { node, count };
    }
    return result;
  }

  private choose(
    walk: Walk,
    query: readonly string[],
  ): { entry: TreeEntry; shared: number; ambiguous: boolean } | null {
    const { below, suffix, depth } = walk;
    const complete = depth === query.length;
    // The reported path is a suffix of repository paths: any of them fits it fully.
    if (complete && below) {
      const picked = this.pickBelow(below, query, depth);
      if (picked) return { ...picked, shared: depth };
    }
    // Only one path continues where the walk stopped, deeper than any repository path ending on the way.
    if (below?.count === 1 && (!suffix || suffix.depth < depth)) {
      const only = 'entry' in below ? below.entry : firstEntry(below.node);
      if (only) return { entry: only, shared: depth, ambiguous: false };
    }
    if (suffix)
      return { entry: pickEntry(suffix.entries), shared: suffix.depth, ambiguous: suffix.entries.length > 1 };
    if (below) {
      const picked = this.pickBelow(below, query, depth);
      if (picked) return { ...picked, shared: depth };
    }
    return null;
  }

  private pickBelow(
    below: NonNullable<Walk['below']>,
    query: readonly string[],
    depth: number,
  ): { entry: TreeEntry; ambiguous: boolean } | null {
    if ('entry' in below) return { entry: below.entry, ambiguous: false };
    if (below.count > MAX_CANDIDATES) return null;
    const candidates = entriesBelow(below.node);
    if (candidates.length === 1 && candidates[0]) return { entry: candidates[0], ambiguous: false };
    const best = mostAlike(candidates, query, depth);
    return best ? { entry: best.entry, ambiguous: !best.sure } : null;
  }
}

function placeInFreshChild(children: Map<string, TreeNode>, entry: TreeEntry, depth: number): void {
  const child = new TreeNode();
  children.set(entry.reversed[depth] ?? '', child);
  child.count = 1;
  if (entry.reversed.length === depth + 1) child.ends = [entry];
  else child.pending = entry;
}

/** The walk reached a node with one path below: compare the rest of that path directly. */
function followPending(result: Walk, entry: TreeEntry, query: readonly string[], start: number): Walk {
  let depth = start;
  while (depth < query.length && depth < entry.reversed.length && entry.reversed[depth] === query[depth]) {
    depth += 1;
  }
  result.depth = depth;
  if (depth === entry.reversed.length) {
    if (depth === query.length) result.exact = [entry];
    else if (depth > 0) result.suffix = { entries: [entry], depth };
  } else if (depth > 0) result.below = { entry, count: 1 };
  return result;
}

/** Paths below a node, not counting the ones ending at the node itself. */
function entriesBelow(node: TreeNode): TreeEntry[] {
  const out: TreeEntry[] = [];
  const stack: TreeNode[] = [];
  if (node.pending) out.push(node.pending);
  for (const child of node.children?.values() ?? []) stack.push(child);
  while (stack.length > 0) {
    const current = stack.pop();
    if (!current) break;
    if (current.ends) out.push(...current.ends);
    if (current.pending) out.push(current.pending);
    for (const child of current.children?.values() ?? []) stack.push(child);
  }
  return out;
}

function firstEntry(node: TreeNode): TreeEntry | undefined {
  return entriesBelow(node)[0];
}

/** Paths differing only by case: the one spelled like the reported path, else the first in sort order. */
function pickExact(entries: readonly TreeEntry[], segments: readonly string[]): TreeMatch {
  if (entries.length === 1 && entries[0]) return { path: entries[0].path, ambiguous: false };
  const original = segments.join('/');
  const same = entries.find((entry) => entry.path === original);
  return { path: (same ?? pickEntry(entries)).path, ambiguous: !same && entries.length > 1 };
}

function pickEntry(entries: readonly TreeEntry[]): TreeEntry {
  return [...entries].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))[0] as TreeEntry;
}

/**
 * Among paths that match the same number of trailing segments, the one whose other directory names also
 * appear in the reported path, then the one closest in length, then the first in sort order. The choice is
 * only sure when no other path shares as many directory names.
 */
function mostAlike(
  candidates: readonly TreeEntry[],
  query: readonly string[],
  depth: number,
): { entry: TreeEntry; sure: boolean } | undefined {
  const reportedDirectories = new Set(query.slice(depth));
  let best: TreeEntry | undefined;
  let bestShared = -1;
  let bestDistance = 0;
  let tied = false;
  for (const entry of candidates) {
    let shared = 0;
    for (let i = depth; i < entry.reversed.length; i += 1) {
      if (reportedDirectories.has(entry.reversed[i] ?? '')) shared += 1;
    }
    const distance = Math.abs(entry.reversed.length - query.length);
    if (shared === bestShared) tied = true;
    const better =
      shared > bestShared ||
      (shared === bestShared &&
        (distance < bestDistance ||
          (distance === bestDistance && best !== undefined && entry.path < best.path)));
    if (shared > bestShared) tied = false;
    if (better) {
      best = entry;
      bestShared = shared;
      bestDistance = distance;
    }
  }
  return best ? { entry: best, sure: !tied } : undefined;
}
