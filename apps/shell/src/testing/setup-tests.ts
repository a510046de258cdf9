import { configure } from '@testing-library/react';

// The whole shell renders in these tests (layout, session, remotes): allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });
