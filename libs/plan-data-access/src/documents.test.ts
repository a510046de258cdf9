/** plan-mfe's documents, held to the same rules as the core's. */
import { describeDocuments } from '@canopy/api-client/testing';
import * as planData from './index';

describeDocuments(planData, { minimum: 3 });
