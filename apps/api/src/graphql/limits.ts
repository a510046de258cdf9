import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { clientKey, type CostBudget } from './budget';
import { formatCost, requestCost } from './cost';
import { RequestRefusedError } from './errors';
import { NUL_MESSAGE, variablesHaveNul } from './strings';

function operationNameOf(context: MercuriusContext): string | null {
  const request = context.reply.request;
  const sent = (request.body ?? request.query) as { operationName?: unknown } | undefined;
  return typeof sent?.operationName === 'string' ? sent.operationName : null;
}

/** Costs kept per parsed document (Mercurius keeps each query text's document), by operation and variables. */
const costs = new WeakMap<DocumentNode, Map<string, number>>();
/** Variable sets kept per document: a query asked with ever new variables is costed each time past this. */
const COSTS_PER_DOCUMENT = 64;

/** `requestCost`, worked out once per document, operation and variables: the same page asks the same again. */
function knownCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | null,
): number {
  let byRequest = costs.get(document);
  if (!byRequest) {
    byRequest = new Map();
    costs.set(document, byRequest);
  }
  const key = JSON.stringify([operationName, variables ?? null]);
  let cost = byRequest.get(key);
  if (cost === undefined) {
    cost = requestCost(schema, document, variables, operationName);
    if (byRequest.size < COSTS_PER_DOCUMENT) byRequest.set(key, cost);
  }
  return cost;
}

/**
 * Mercurius preExecution hook, run on every request (validation is cached per query text): refuses NUL
 * characters in variables, then takes the operation's cost, with the variables' page sizes, from its client's
 * budget. Nothing in it awaits, so parallel requests draw from the budget one after the other.
 */
export function requestLimits(budget: CostBudget) {
  return async (
    schema: GraphQLSchema,
    document: DocumentNode,
    context: MercuriusContext,
    variables: Record<string, unknown> | undefined,
  ): Promise<void> => {
    if (variablesHaveNul(variables)) throw new RequestRefusedError('ValidationError', NUL_MESSAGE, 400);
    if (!context.reply) return;
    const cost = knownCost(schema, document, variables, operationNameOf(context));
    const wait = budget.take(clientKey(context.reply.request, context.viewer), cost);
    if (wait > 0) {
      context.reply.header('retry-after', String(wait));
      throw new RequestRefusedError(
        'RateLimited',
        `Too many GraphQL requests: this query costs ${formatCost(cost)} and the budget of ` +
          `${formatCost(budget.perMinute)} a minute is used up. Retry in ${wait} s.`,
        429,
      );
    }
  };
}
