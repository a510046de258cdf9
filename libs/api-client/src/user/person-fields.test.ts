import * as v from 'valibot';
import { emailSchema, fieldErrors, nameSchema } from './person-fields';

test('a name is required and an e-mail must be well formed, with the spec words', () => {
  const schema = v.object({ name: nameSchema, email: emailSchema });
  expect(fieldErrors(schema, { name: '  ', email: 'ada' })).toEqual({
    name: 'Name is required',
    email: 'Invalid email',
  });
  expect(fieldErrors(schema, { name: ' Ada ', email: ' ada@example.com ' })).toEqual({});
});
