/** The repository pages' documents, held to the same rules as the core's. */
import { describeDocuments } from '@canopy/api-client/testing';
import * as repoData from './index';

describeDocuments(repoData, { minimum: 37 });
