// The shell: the module-federation host. Remotes are not listed here; they are read at run time from
// /remotes.json (see src/remotes/remotes.ts).
import { createConfig } from '../../tools/rspack/create-config.mjs';

export default createConfig({ dirname: import.meta.dirname, name: 'shell', isHost: true, devPort: 4200 });
