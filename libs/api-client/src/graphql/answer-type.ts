import type * as v from 'valibot';

/**
 * Holds only when `TSchema` accepts every answer its document can produce (`TAnswer`, the generated operation
 * type): a field the schema requires but the document does not select, or a null the schema does not allow,
 * fails typecheck. Written beside each schema as `type _XAnswer = AcceptsAnswer<typeof XSchema, XQuery>`.
 */
export type AcceptsAnswer<TSchema extends v.GenericSchema, TAnswer extends v.InferInput<TSchema>> = [
  TSchema,
  TAnswer,
];
