import * as v from 'valibot';
import type { AcceptsAnswer } from './answer-type';

const Schema = v.object({ name: v.string(), yaml: v.nullish(v.string()) });

// Held at typecheck: an answer the schema accepts passes; a drift in either direction does not.
type _Accepted = AcceptsAnswer<typeof Schema, { name: string; yaml: string | null; extra: number }>;
// @ts-expect-error the schema requires a field the document does not select
type _Unselected = AcceptsAnswer<typeof Schema, { yaml: string | null }>;
// @ts-expect-error the document may answer null where the schema allows none
type _Nullable = AcceptsAnswer<typeof Schema, { name: string | null; yaml: null }>;

it('accepts, at runtime, what it accepts at typecheck', () => {
  expect(v.is(Schema, { name: 'widgets', yaml: null, extra: 1 })).toBe(true);
});
