/** bundles-mfe's documents, held to the same rules as the core's. */
import { describeDocuments } from '@canopy/api-client/testing';
import * as bundlesData from './index';

describeDocuments(bundlesData, { minimum: 13 });
