import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { createApiWrapper, createTestApiClients } from '../testing/create-test-api-clients';
import { setupApiMocks } from '../testing/server';
import { useYamlCheck, validateYaml } from './validate-yaml';

const server = setupApiMocks();

function mockValidate(answer: (body: string) => JsonBodyType) {
  const bodies: string[] = [];
  server.use(
    http.post('*/validate/v2', async ({ request }) => {
      const body = await request.text();
      bodies.push(body);
      return HttpResponse.json(answer(body));
    }),
  );
  return bodies;
}

test('a schema error gets the line of its key, read from the text', async () => {
  mockValidate(() => ({
    valid: false,
    validation_error: { coverage: [{ status: [{ project: ['must be of dict type'] }] }] },
  }));
  const text = 'comment: false\ncoverage:\n  precision: 2\n  status:\n    project: yes\n';
  expect(await validateYaml(text, { apiUrl: 'http://api.test' })).toEqual({
    valid: false,
    problems: [{ line: 5, path: 'coverage.status.project', message: 'must be of dict type' }],
  });
});

test("a parse error keeps the server's line; a valid file has no problems", async () => {
  mockValidate((body) =>
    body.includes('[')
      ? { valid: false, parse_error: { problem: 'Unexpected flow', line: 2 } }
      : { valid: true },
  );
  expect(await validateYaml('a: 1\nb: [', { apiUrl: 'http://api.test' })).toEqual({
    valid: false,
    problems: [{ line: 2, path: null, message: 'Unexpected flow' }],
  });
  expect(await validateYaml('a: 1', { apiUrl: 'http://api.test' })).toEqual({ valid: true, problems: [] });
});

test('useYamlCheck checks once typing pauses, and only answers for the text on screen', async () => {
  const bodies = mockValidate((body) => ({ valid: !body.includes('bad') }));
  const { result, rerender } = renderHook(({ text }) => useYamlCheck(text, { delay: 50 }), {
    initialProps: { text: 'a: 1' },
    wrapper: createApiWrapper(createTestApiClients()),
  });
  await waitFor(() => expect(result.current).toEqual({ valid: true, problems: [] }));
  rerender({ text: 'a: bad' });
  expect(result.current).toBeNull();
  rerender({ text: 'a: bad!' });
  await waitFor(() => expect(result.current?.valid).toBe(false));
  expect(bodies).toEqual(['a: 1', 'a: bad!']);
  // Empty text is not checked: it removes the yaml.
  rerender({ text: '  ' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(result.current).toBeNull();
  expect(bodies).toHaveLength(2);
});
