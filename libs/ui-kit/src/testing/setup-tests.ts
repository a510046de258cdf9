import { configure } from '@testing-library/react';

// Mantine components settle asynchronously: allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });
