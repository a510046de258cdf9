// Test helpers of @canopy/auth: configuration, flags, a recording tracker and the providers a remote gets.
// Never imported by app code.
export {
  setTestConfigEnv,
  createTestFlagsClient,
  createTestTracker,
  type TestFlagsClient,
  type TestTracker,
  type RecordedEvent,
} from './test-doubles';
export { createTestProviders, type TestProvidersOptions } from './test-providers';
