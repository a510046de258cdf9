// What the owner page needs of @canopy/repo-data-access. The owner page is repo-mfe's first load, and the main
// entry (`./index.ts`) brings every repository page's documents and schemas with it, so the owner page imports
// this entry alone; the repository pages, loaded when first opened, import the main one.
export {
  GetOwnerRateLimitStatusDocument,
  GetOwnerRateLimitStatusSchema,
  ownerRateLimitStatusQuery,
  useOwnerRateLimitStatus,
} from './rate-limit/owner-rate-limit-status';
