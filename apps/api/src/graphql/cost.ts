import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  getNamedType,
  getNullableType,
  type GraphQLCompositeType,
  GraphQLError,
  type GraphQLField,
  type GraphQLSchema,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
  type ValueNode,
} from 'graphql';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../db/pagination';

/**
 * Base costs of fields that do more than read a row: comparisons, coverage trees, file contents, per-flag or
 * per-component work. Any other field costs 1 when it returns an object (or a list of them), 0 for a scalar.
 */
export const FIELD_COSTS: Readonly<Record<string, number>> = {
  'Repository.compare': 10,
  'Pull.compareWithBase': 10,
  'Commit.compareWithParent': 10,
  'Commit.pathContents': 10,
  'Commit.deprecatedPathContents': 10,
  'CommitCoverageAnalytics.coverageFile': 10,
  'File.content': 10,
  'Comparison.impactedFile': 5,
  'ImpactedFile.segments': 5,
  'Comparison.flagComparisons': 10,
  'Comparison.componentComparisons': 10,
  // A read of the session's Okta sign-ins; saving encrypts the secret and writes the settings.
  'Owner.isUserOktaAuthenticated': 1,
  // Counts 30 days of uploads to the owner's private repositories.
  'Owner.numberOfUploads': 2,
  'Mutation.saveOktaConfig': 2,
  // Up to 100 invoices with their line items; a trial change writes the owner after reading it.
  'Owner.invoices': 2,
  'Mutation.startTrial': 2,
  'Mutation.cancelTrial': 2,
  // Reads the default branch's head and parses up to three yaml layers; encrypting is one AES call.
  'Repository.yamlInForce': 2,
  'Mutation.encodeSecretString': 2,
  // Canopy AI: reads of the app's installation and a pull's latest suggestion; asking writes one and queues its job.
  'Owner.aiFeaturesEnabled': 1,
  'Owner.aiEnabledRepos': 1,
  'Pull.aiSuggestion': 1,
  'Mutation.requestAiTestSuggestions': 5,
  // Reads the person's sync job (the rate-limit flags are batched per request).
  'Me.isSyncingWithGitProvider': 1,
  // Bundles: comparisons read both commits' assets; module counts, modules and duplicated packages read a
  // bundle's chunks and modules; a trend groups every commit of the window; asset lists hold every asset of a bundle.
  'Pull.bundleAnalysisCompareWithBase': 10,
  'CommitBundleAnalysis.bundleAnalysisCompareWithParent': 10,
  'BundleReport.measurements': 10,
  'BundleAsset.measurements': 2,
  'BundleReport.moduleCount': 2,
  'BundleReport.duplicatePackages': 2,
  'BundleReport.sizeLimit': 1,
  'BundleAsset.modules': 2,
  'BundleReport.assets': 5,
  'BundleReport.assetsPaginated': 2,
  // Checks every named bundle exists, writes each one's setting and reads the default branch's head.
  'Mutation.updateBundleCacheConfig': 3,
  // Groups the commit's runs by test (each test's latest run); the failed list joins tests, uploads and flakes.
  'Commit.testResults': 2,
  'CommitTestResults.failedTests': 2,
  // Test analytics group a window of daily rollups per test (tens of thousands of tests on large repositories).
  'TestAnalytics.testResults': 5,
  'TestAnalytics.testResultsAggregates': 5,
  'TestAnalytics.flakeAggregates': 5,
  'TestAnalytics.testSuites': 2,
  'TestAnalytics.flags': 2,
  'TestAnalytics.lastFailure': 1,
  'TestAnalytics.latestUploadError': 1,
};

/** Connections whose largest page is not MAX_PAGE_SIZE (their resolvers pass the same limit to pageRequest). */
export const PAGE_LIMITS: Readonly<Record<string, number>> = {
  'TestAnalytics.testResults': 200,
};

/** Arguments that bound the size of a page. */
const PAGE_ARGUMENTS = new Set(['first', 'last', 'limit']);

/** Variable values of a request; `undefined` when unknown (validation), so a variable page counts as the largest. */
export type CostVariables = Readonly<Record<string, unknown>> | undefined;

class CostCounter {
  private readonly fragments = new Map<string, FragmentDefinitionNode>();
  private readonly fragmentCosts = new Map<string, number>();
  private readonly visiting = new Set<string>();
  private readonly defaults = new Map<string, ValueNode>();

  constructor(
    private readonly schema: GraphQLSchema,
    document: DocumentNode,
    operation: OperationDefinitionNode,
    private readonly variables: CostVariables,
  ) {
    for (const node of document.definitions)
      if (node.kind === Kind.FRAGMENT_DEFINITION) this.fragments.set(node.name.value, node);
    for (const definition of operation.variableDefinitions ?? [])
      if (definition.defaultValue) this.defaults.set(definition.variable.name.value, definition.defaultValue);
  }

  /** `page`: the page size of the connection `type` is the answer of; lists in it have that many items. */
  selections(type: GraphQLCompositeType, set: SelectionSetNode, page: number | null): number {
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) cost += this.field(type, selection, page);
      else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition
          ? this.schema.getType(selection.typeCondition.name.value)
          : type;
        if (isCompositeType(condition)) cost += this.selections(condition, selection.selectionSet, page);
      } else cost += this.fragment(selection.name.value, page);
    }
    return cost;
  }

  /** Each fragment is counted once per page size and reused: spreading it again costs no work here. */
  private fragment(name: string, page: number | null): number {
    const key = `${name}:${page}`;
    const known = this.fragmentCosts.get(key);
    if (known !== undefined) return known;
    const definition = this.fragments.get(name);
    // A cycle or an unknown fragment: other validation rules report it.
    if (!definition || this.visiting.has(name)) return 0;
    const type = this.schema.getType(definition.typeCondition.name.value);
    if (!isCompositeType(type)) return 0;
    this.visiting.add(name);
    const cost = this.selections(type, definition.selectionSet, page);
    this.visiting.delete(name);
    this.fragmentCosts.set(key, cost);
    return cost;
  }

  private field(parent: GraphQLCompositeType, node: FieldNode, page: number | null): number {
    const name = node.name.value;
    if (name.startsWith('__')) return 0; // __typename and introspection run none of our resolvers
    const definition = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
    if (!definition) return 0;
    const type = getNamedType(definition.type);
    const base = FIELD_COSTS[`${parent.name}.${name}`] ?? (isCompositeType(type) ? 1 : 0);
    if (!node.selectionSet || !isCompositeType(type)) return base;
    const own = this.pageSize(definition, node, PAGE_LIMITS[`${parent.name}.${name}`] ?? MAX_PAGE_SIZE);
    if (!isListType(getNullableType(definition.type)))
      return base + this.selections(type, node.selectionSet, own);
    // A list holds its own page, else the page of the connection it is in, else the default page.
    return base + (own ?? page ?? DEFAULT_PAGE_SIZE) * this.selections(type, node.selectionSet, null);
  }

  /** The page a paged field asks for (the default page when not given); null for fields without paging. */
  private pageSize(definition: GraphQLField<unknown, unknown>, node: FieldNode, max: number): number | null {
    if (!definition.args.some((argument) => PAGE_ARGUMENTS.has(argument.name))) return null;
    let size: number | null = null;
    for (const argument of node.arguments ?? []) {
      if (!PAGE_ARGUMENTS.has(argument.name.value)) continue;
      const value = this.intValue(argument.value, max);
      if (value !== null) size = Math.max(size ?? 0, value);
    }
    // Resolvers refuse pages above the maximum, so a larger number costs what can actually run.
    return Math.min(Math.max(size ?? DEFAULT_PAGE_SIZE, 0), max);
  }

  /** An integer argument's value; null when absent; a variable of unknown value counts as the largest page. */
  private intValue(value: ValueNode, max: number): number | null {
    if (value.kind === Kind.INT) return Number.parseInt(value.value, 10);
    if (value.kind !== Kind.VARIABLE) return null;
    const name = value.name.value;
    if (this.variables === undefined) return max;
    const given = this.variables[name];
    if (given === undefined) {
      const fallback = this.defaults.get(name);
      return fallback ? this.intValue(fallback, max) : null;
    }
    return typeof given === 'number' ? given : given === null ? null : max;
  }
}

/**
 * Static cost of one operation: each field's base cost, plus its children's cost times the number of items a
 * list may hold (a connection's page size, else the default page size). Nested lists multiply, aliases and
 * fragment spreads count each time they appear.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables?: CostVariables,
): number {
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  return new CostCounter(schema, document, operation, variables).selections(
    root,
    operation.selectionSet,
    null,
  );
}

/** The cost of the operation a request runs (the costliest of the document's when it names none). */
export function requestCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: CostVariables,
  operationName?: string | null,
): number {
  const operations = document.definitions.filter(
    (node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION,
  );
  const named = operationName ? operations.filter((node) => node.name?.value === operationName) : [];
  return Math.max(
    0,
    ...(named.length > 0 ? named : operations).map((node) =>
      operationCost(schema, document, node, variables ?? {}),
    ),
  );
}

export function formatCost(cost: number): string {
  return Number.isFinite(cost) ? Math.round(cost).toLocaleString('en-US') : 'too high to count';
}

/** Refuses, at validation, an operation whose cost (variable page sizes at their largest) exceeds `max`. */
export function maxCostRule(max: number): ValidationRule {
  return (context) => ({
    OperationDefinition(node) {
      const cost = operationCost(context.getSchema(), context.getDocument(), node);
      if (cost > max) {
        context.reportError(
          new GraphQLError(`Query cost ${formatCost(cost)} exceeds the limit of ${formatCost(max)}`, {
            nodes: [node],
            extensions: { type: 'ValidationError' },
          }),
        );
      }
      return false;
    },
  });
}
