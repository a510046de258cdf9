/** tests-mfe's documents, held to the same rules as the core's. */
import { describeDocuments } from '@canopy/api-client/testing';
import * as testsData from './index';

describeDocuments(testsData, { minimum: 6 });
