/** The commit documents, held to the same rules as the core's. */
import { describeDocuments } from '@canopy/api-client/testing';
import * as commitDocuments from './commit-test-results';

describeDocuments(commitDocuments, { minimum: 1 });
