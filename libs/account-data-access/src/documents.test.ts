/** account-mfe's documents, held to the same rules as the core's. */
import { describeDocuments } from '@canopy/api-client/testing';
import * as accountData from './index';

describeDocuments(accountData, { minimum: 7 });
