/** admin-mfe's documents, held to the same rules as the core's. */
import { describeDocuments } from '@canopy/api-client/testing';
import * as adminData from './index';

describeDocuments(adminData, { minimum: 2 });
