import { ProviderError } from '../../git-providers';
import { retryable } from './retryable';

it.each([
  [new ProviderError('GitHub could not be reached for statuses/x (ECONNREFUSED)'), true],
  [new ProviderError('GitHub answered 502 for statuses/x', 502), true],
  [new ProviderError('GitHub answered 429 for statuses/x', 429), true],
  [new ProviderError('GitHub answered 403 for statuses/x', 403), false],
  [new ProviderError('GitHub answered 404 for statuses/x', 404), false],
  [new Error('database hiccup'), true],
])('%s is retried: %s', (error, expected) => {
  expect(retryable(error)).toBe(expected);
});
