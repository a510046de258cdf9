import { sql } from 'kysely';
import type { TestServer } from '../testing/test-server';

/**
 * Who knocks. Each persona is a way of arriving at the server (a cookie, or none) and the owner the server must
 * then act as: `actsAs` null means anonymous. What each may see follows from `actsAs` alone (see targets.ts),
 * so a tampered cookie or an ignored impersonation cookie must behave exactly like the owner named there.
 */
export type PersonaName =
  | 'guest'
  | 'tampered'
  | 'unsigned'
  | 'stranger'
  | 'strangerAsAda'
  | 'member'
  | 'memberAsAda'
  | 'admin'
  | 'staff'
  | 'staffAsMember'
  | 'installAdmin'
  | 'installAdminAsStranger'
  | 'memberToken'
  | 'staffTokenAsMember';

interface PersonaRecipe {
  name: PersonaName;
  about: string;
  /** The user who signs in; null for no cookie. */
  signIn: string | null;
  /** How the session cookie is spoilt, if it is. */
  spoil?: 'signature' | 'unsigned';
  staffUser?: string;
  /** Arrives with an API token of the user who signs in (Authorization: Bearer), and no session cookie. */
  apiToken?: boolean;
  actsAs: string | null;
}

const RECIPES: readonly PersonaRecipe[] = [
  { name: 'guest', about: 'no cookie', signIn: null, actsAs: null },
  {
    name: 'tampered',
    about: "ada's cookie, signature altered",
    signIn: 'ada',
    spoil: 'signature',
    actsAs: null,
  },
  {
    name: 'unsigned',
    about: "ada's raw session token, unsigned",
    signIn: 'ada',
    spoil: 'unsigned',
    actsAs: null,
  },
  { name: 'stranger', about: 'margaret, member of nothing', signIn: 'margaret', actsAs: 'margaret' },
  {
    name: 'strangerAsAda',
    about: 'margaret with staff_user=ada (not staff: ignored)',
    signIn: 'margaret',
    staffUser: 'ada',
    actsAs: 'margaret',
  },
  { name: 'member', about: 'grace, member of canopy', signIn: 'grace', actsAs: 'grace' },
  {
    name: 'memberAsAda',
    about: 'grace with staff_user=ada (not staff: ignored)',
    signIn: 'grace',
    staffUser: 'ada',
    actsAs: 'grace',
  },
  {
    name: 'admin',
    about: 'hedy, admin of canopy, neither staff nor install admin',
    signIn: 'hedy',
    actsAs: 'hedy',
  },
  { name: 'staff', about: 'alan, staff, member of nothing', signIn: 'alan', actsAs: 'alan' },
  {
    name: 'staffAsMember',
    about: 'alan with staff_user=grace (staff: becomes grace)',
    signIn: 'alan',
    staffUser: 'grace',
    actsAs: 'grace',
  },
  { name: 'installAdmin', about: 'ada, install admin, staff, admin of canopy', signIn: 'ada', actsAs: 'ada' },
  {
    name: 'installAdminAsStranger',
    about: 'ada with staff_user=margaret (becomes margaret, loses her own rights)',
    signIn: 'ada',
    staffUser: 'margaret',
    actsAs: 'margaret',
  },
  {
    name: 'memberToken',
    about: "grace's API token (Authorization: Bearer), no cookie",
    signIn: 'grace',
    apiToken: true,
    actsAs: 'grace',
  },
  {
    name: 'staffTokenAsMember',
    about: "alan's API token with staff_user=grace (ignored beside a token: stays alan)",
    signIn: 'alan',
    apiToken: true,
    staffUser: 'grace',
    actsAs: 'alan',
  },
];

/** The install's admins (self-hosted, `CANOPY_ADMINS` or the demo seed): the admin area's rights follow from them. */
export const INSTALL_ADMINS: readonly string[] = ['ada'];

/** The persona acts as an install admin (a staff member looking as one acts as one). */
export function actsAsInstallAdmin(persona: Pick<Persona, 'actsAs'>): boolean {
  return persona.actsAs !== null && INSTALL_ADMINS.includes(persona.actsAs);
}

export interface Persona {
  name: PersonaName;
  about: string;
  actsAs: string | null;
  /** The person whose credentials these are (not the one impersonated); null when the server must see none. */
  signedInAs: string | null;
  /** The Cookie header to send; undefined for no cookie. */
  cookie: string | undefined;
  /** The Authorization header to send (an API token); undefined for none. */
  authorization?: string;
  /** A staff member looking as someone else. */
  impersonating: boolean;
}

/** The headers that carry a persona's credentials. */
export function personaHeaders(persona: Persona): Record<string, string> {
  return {
    ...(persona.cookie ? { cookie: persona.cookie } : {}),
    ...(persona.authorization ? { authorization: persona.authorization } : {}),
  };
}

/** `canopy_session=<token>.<signature>` with one character of the signature changed. */
export function tamperSignature(cookie: string): string {
  return cookie.replace(/canopy_session=([^.;]+)\.([^;]+)/, (_all, token: string, signature: string) => {
    const last = signature.at(-1) === 'A' ? 'B' : 'A';
    return `canopy_session=${token}.${signature.slice(0, -1)}${last}`;
  });
}

/** The bare session token as the cookie, without its signature. */
export function unsignedToken(cookie: string): string {
  const match = /canopy_session=([^.;]+)\./.exec(cookie);
  if (!match) throw new Error(`no signed session cookie in ${cookie}`);
  return `canopy_session=${match[1]}`;
}

/**
 * Adds the people the demo seed lacks: hedy administers canopy (with the seat and repository permissions a
 * provider sync gives an organisation admin) but is neither staff nor an install admin; alan is staff and belongs
 * to nothing.
 */
export async function addPersonaOwners(server: TestServer): Promise<void> {
  const db = server.database.db;
  const canopy = await db
    .selectFrom('owners')
    .select(['ownerid'])
    .where('username', '=', 'canopy')
    .executeTakeFirstOrThrow();
  const privateRepoids = (
    await db
      .selectFrom('repositories')
      .select('repoid')
      .where('ownerid', '=', canopy.ownerid)
      .where('private', '=', true)
      .execute()
  ).map((repo) => repo.repoid);
  const people = [
    {
      username: 'hedy',
      serviceId: '2905',
      staff: false,
      organizations: [canopy.ownerid],
      permission: privateRepoids,
    },
    { username: 'alan', serviceId: '2906', staff: true, organizations: [], permission: [] },
  ];
  for (const person of people) {
    const owner = await db
      .insertInto('owners')
      .values({
        service: 'github',
        serviceId: person.serviceId,
        username: person.username,
        name: person.username,
        email: `${person.username}@example.com`,
        staff: person.staff,
        organizations: person.organizations,
        permission: person.permission,
      })
      .returning('ownerid')
      .executeTakeFirstOrThrow();
    if (person.username === 'hedy')
      await sql`update owners set admins = array_append(admins, ${owner.ownerid}),
        plan_activated_users = array_append(plan_activated_users, ${owner.ownerid})
        where ownerid = ${canopy.ownerid}`.execute(db);
  }
}

/** An API token of the signed-in user, made through the API as a person would. */
export async function createApiToken(server: TestServer, cookie: string, name: string): Promise<string> {
  const response = await server.graphql<{ createApiToken: { fullToken: string | null } }>(
    'mutation($name: String!) { createApiToken(input: { name: $name }) { fullToken } }',
    { variables: { name }, cookie },
  );
  const token = response.data?.createApiToken.fullToken;
  if (!token) throw new Error(`could not create an API token: ${JSON.stringify(response)}`);
  return token;
}

/** Signs every persona in once; the cookies and tokens stay valid for the whole file. */
export async function signInPersonas(server: TestServer): Promise<Persona[]> {
  const cookies = new Map<string, string>();
  const cookieOf = async (username: string) => {
    if (!cookies.has(username)) cookies.set(username, await server.signIn(username));
    return cookies.get(username)!;
  };
  const personas: Persona[] = [];
  for (const recipe of RECIPES) {
    const base = {
      name: recipe.name,
      about: recipe.about,
      actsAs: recipe.actsAs,
      signedInAs: recipe.actsAs === null ? null : recipe.signIn,
      impersonating: recipe.staffUser !== undefined && recipe.actsAs !== recipe.signIn,
    };
    if (recipe.apiToken && recipe.signIn) {
      const token = await createApiToken(
        server,
        await cookieOf(recipe.signIn),
        `security suite ${recipe.name}`,
      );
      const cookie = recipe.staffUser ? `staff_user=${recipe.staffUser}` : undefined;
      personas.push({ ...base, cookie, authorization: `Bearer ${token}` });
      continue;
    }
    let cookie = recipe.signIn ? await cookieOf(recipe.signIn) : undefined;
    if (cookie && recipe.spoil === 'signature') cookie = tamperSignature(cookie);
    if (cookie && recipe.spoil === 'unsigned') cookie = unsignedToken(cookie);
    if (cookie && recipe.staffUser) cookie = `${cookie}; staff_user=${recipe.staffUser}`;
    personas.push({ ...base, cookie });
  }
  return personas;
}
