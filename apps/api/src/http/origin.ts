import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Settings } from '../config/settings';

/**
 * "protocol://host[:port]" of the links handed to clients (upload and download URLs): CANOPY_PUBLIC_URL, else the
 * address this server listens on. Never the request's Host or X-Forwarded-Host, which any client can set.
 */
export function publicOrigin(request: FastifyRequest): string {
  return originOf(request.server, request.server.canopySettings);
}

/**
 * "protocol://host[:port]" browsers reach this server at, for addresses they are sent to and come back from
 * (sign-in callbacks) or are shown: CANOPY_PUBLIC_URL, else the address this request came to (development, where
 * the browser's own address keeps the sign-in cookies on the same site). Unlike `publicOrigin`, it may follow the
 * request's Host when no public URL is configured.
 */
export function browserOrigin(request: FastifyRequest, settings: Pick<Settings, 'publicUrl'>): string {
  return settings.publicUrl ?? `${request.protocol}://${request.host}`;
}

function originOf(app: FastifyInstance, settings: Settings): string {
  if (settings.publicUrl) return settings.publicUrl;
  const address = app.server.address() as AddressInfo | null;
  // Only a loopback server gets here in production (settings.ts insists on CANOPY_PUBLIC_URL otherwise).
  const bound = address?.address ?? settings.host;
  const host = /^(0\.0\.0\.0|::)$/.test(bound) ? 'localhost' : bound;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address?.port ?? settings.port}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The settings the server started with, for helpers that only hold a request. */
    canopySettings: Settings;
  }
}
