import { errorText } from './error-text';
import { ApiError, UnauthorizedError } from './errors';

test("a failure's words: the REST detail, the GraphQL message, else the fallback", () => {
  expect(errorText(new ApiError(403, { detail: 'No seats remaining.' }), 'Failed')).toBe(
    'No seats remaining.',
  );
  expect(errorText(new ApiError(500, {}), 'Failed')).toBe('Failed');
  expect(errorText(new UnauthorizedError('Only admins may do this'), 'Failed')).toBe(
    'Only admins may do this',
  );
  expect(errorText({ __typename: 'ValidationError', message: 'Bad name' }, 'Failed')).toBe('Bad name');
  expect(errorText({ __typename: 'ValidationError', message: '' }, 'Failed')).toBe('Failed');
  expect(errorText(undefined, 'Failed')).toBe('Failed');
});
