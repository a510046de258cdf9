import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StandInRoute } from '../git-providers/loopback-host';

export type HostKind = 'github' | 'gitlab' | 'bitbucket';

/** A commit status as the stand-in received it, in Codecov's words whatever the host calls them. */
export interface ReceivedStatus {
  sha: string;
  context: string;
  /** The host's own state word (`success`, `failed`, `SUCCESSFUL`, …). */
  state: string;
  description: string;
  url: string;
}

export interface ReceivedComment {
  id: string;
  pullid: number;
  body: string;
  /** Every body it had, the first one first. */
  edits: string[];
  deleted: boolean;
}

export interface NotifyHostStandIn {
  url: string;
  statuses: ReceivedStatus[];
  comments: ReceivedComment[];
  /** Every request, `METHOD path`. */
  requests: string[];
  /** The next `count` writes answer 502, as a host having a bad moment. */
  failWrites(count: number): void;
  close(): Promise<void>;
}

const AUTH: Record<HostKind, (token: string) => [string, string]> = {
  github: (token) => ['authorization', `Bearer ${token}`],
  gitlab: (token) => ['private-token', token],
  bitbucket: (token) => ['authorization', `Bearer ${token}`],
};

/** Where each host takes statuses and comments; the groups are sha or pull id, and comment id. */
const ROUTES: Record<HostKind, { status: RegExp; comments: RegExp; comment: RegExp }> = {
  github: {
    status: /^\/repos\/[^/]+\/[^/]+\/statuses\/(\w+)$/,
    comments: /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/,
    comment: /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/,
  },
  gitlab: {
    status: /^\/projects\/[^/]+\/statuses\/(\w+)$/,
    comments: /^\/projects\/[^/]+\/merge_requests\/(\d+)\/notes$/,
    comment: /^\/projects\/[^/]+\/merge_requests\/\d+\/notes\/(\d+)$/,
  },
  bitbucket: {
    status: /^\/repositories\/[^/]+\/[^/]+\/commit\/(\w+)\/statuses\/build$/,
    comments: /^\/repositories\/[^/]+\/[^/]+\/pullrequests\/(\d+)\/comments$/,
    comment: /^\/repositories\/[^/]+\/[^/]+\/pullrequests\/\d+\/comments\/(\d+)$/,
  },
};

function statusOf(kind: HostKind, sha: string, body: Record<string, string>): ReceivedStatus {
  if (kind === 'gitlab')
    return {
      sha,
      context: body.name!,
      state: body.state!,
      description: body.description!,
      url: body.target_url!,
    };
  if (kind === 'bitbucket')
    return { sha, context: body.key!, state: body.state!, description: body.description!, url: body.url! };
  return {
    sha,
    context: body.context!,
    state: body.state!,
    description: body.description!,
    url: body.target_url!,
  };
}

function commentText(kind: HostKind, body: unknown): string {
  const value = body as { body?: string; content?: { raw?: string } };
  return (kind === 'bitbucket' ? value.content?.raw : value.body) ?? '';
}

/**
 * A git host's REST API on 127.0.0.1 as notifications use it: commit statuses and pull request comments
 * (created, edited, deleted), recorded as received. Reads (pulls, commits, diffs) answer from `reads`, keyed
 * `METHOD url` as in `startLoopbackHost`. Requests without the token get 401.
 */
export async function startNotifyHost(
  kind: HostKind,
  token: string,
  reads: Record<string, StandInRoute> = {},
): Promise<NotifyHostStandIn> {
  const statuses: ReceivedStatus[] = [];
  const comments: ReceivedComment[] = [];
  const requests: string[] = [];
  let failing = 0;
  let nextId = 1000;
  const [header, expected] = AUTH[kind](token);
  const routes = ROUTES[kind];

  const answer = (method: string, url: string, headers: http.IncomingHttpHeaders, body: unknown) => {
    if (headers[header] !== expected) return { status: 401, body: { message: 'Bad credentials' } };
    const path = url.split('?')[0]!;
    if (method !== 'GET' && failing > 0) {
      failing -= 1;
      return { status: 502, body: { message: 'Bad gateway' } };
    }
    let match: RegExpExecArray | null;
    if (method === 'POST' && (match = routes.status.exec(path))) {
      statuses.push(statusOf(kind, match[1]!, body as Record<string, string>));
      return { status: 201, body: { id: nextId++ } };
    }
    if (method === 'POST' && (match = routes.comments.exec(path))) {
      const text = commentText(kind, body);
      const comment = {
        id: String(nextId++),
        pullid: Number(match[1]),
        body: text,
        edits: [text],
        deleted: false,
      };
      comments.push(comment);
      return { status: 201, body: { id: Number(comment.id) } };
    }
    if ((match = routes.comment.exec(path))) {
      const comment = comments.find((candidate) => candidate.id === match![1] && !candidate.deleted);
      if (!comment) return { status: 404, body: { message: 'Not Found' } };
      if (method === 'DELETE') {
        comment.deleted = true;
        return { status: 204, body: '' };
      }
      comment.body = commentText(kind, body);
      comment.edits.push(comment.body);
      return { status: 200, body: { id: Number(comment.id) } };
    }
    const route = reads[`${method} ${url}`];
    if (!route) return { status: 404, body: { message: 'Not Found' } };
    const given = typeof route === 'function' ? route({ method, url, headers }) : route;
    return { status: given.status ?? 200, body: given.body ?? {} };
  };

  const server = http.createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const method = incoming.method ?? 'GET';
      const url = incoming.url ?? '/';
      requests.push(`${method} ${url}`);
      const text = Buffer.concat(chunks).toString('utf8');
      const result = answer(method, url, incoming.headers, text ? (JSON.parse(text) as unknown) : null);
      const isText = typeof result.body === 'string';
      response
        .writeHead(result.status, { 'content-type': isText ? 'text/plain' : 'application/json' })
        .end(isText ? result.body : JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    statuses,
    comments,
    requests,
    failWrites: (count) => {
      failing = count;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
