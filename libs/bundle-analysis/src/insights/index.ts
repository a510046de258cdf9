export { globToRegExp } from './glob';
export { type BudgetResult, checkBudgets, budgetBreaches } from './budgets';
export {
  type PackageLocation,
  type PackageCopy,
  type DuplicatePackage,
  packageOf,
  duplicatePackages,
} from './packages';
export {
  SLOW_3G_BYTES_PER_SECOND,
  JS_BYTES_PER_MS_MID_RANGE_PHONE,
  type SizeLimitEstimate,
  sizeLimitEstimate,
} from './size-limit';
