// lint-as: libs/graphql-schema/src/boundary-fixture.ts
// expect: @nx/enforce-module-boundaries
// The schema package is shared with the server, so it must not pull in React.
import { useState } from 'react';

export const hook = useState;
