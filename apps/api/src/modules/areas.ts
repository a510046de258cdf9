import * as comparisons from './comparisons';
import * as config from './config';
import * as coverage from './coverage';
import * as me from './me';
import * as measurements from './measurements';
import * as owners from './owners';
import * as repositories from './repositories';

/** Every area module whose resolvers serve the schema; a new area adds itself here (docs/adr/014). */
export const AREAS = [config, me, owners, repositories, coverage, comparisons, measurements];
