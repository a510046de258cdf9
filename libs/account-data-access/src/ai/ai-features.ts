import { gql } from '@urql/core';
import * as v from 'valibot';
import { graphqlQueryDefinition, NotFoundError, useGraphqlQuery } from '@canopy/api-client';
import type { AcceptsAnswer } from '@canopy/api-client';
import type { AiFeaturesQuery } from '../generated/operations';

export const AiFeaturesDocument = gql`
  query AiFeatures($owner: String!) {
    owner(username: $owner) {
      ownerid
      username
      isCurrentUserPartOfOrg
      aiFeaturesEnabled
      aiEnabledRepos
    }
    config {
      aiApp {
        appName
        installUrl
        modelConfigured
        commands {
          name
          description
        }
      }
    }
  }
`;

const AiCommandSchema = v.object({ name: v.string(), description: v.string() });

export const AiFeaturesSchema = v.object({
  owner: v.nullable(
    v.object({
      ownerid: v.nullish(v.number()),
      username: v.nullish(v.string()),
      isCurrentUserPartOfOrg: v.boolean(),
      aiFeaturesEnabled: v.boolean(),
      aiEnabledRepos: v.nullish(v.array(v.string())),
    }),
  ),
  config: v.object({
    aiApp: v.object({
      appName: v.string(),
      installUrl: v.nullish(v.string()),
      modelConfigured: v.boolean(),
      commands: v.array(AiCommandSchema),
    }),
  }),
});

export type AiCommand = v.InferOutput<typeof AiCommandSchema>;

export interface AiFeatures {
  appName: string;
  installUrl: string | null;
  /** A model endpoint is configured on this install; without one nothing is sent anywhere. */
  modelConfigured: boolean;
  commands: AiCommand[];
  isMember: boolean;
  /** The AI app is installed on the owner (and not suspended). */
  installed: boolean;
  /** The repositories it is enabled on that the viewer may read. */
  repositories: string[];
}

/** The owner's AI app installation and this install's AI settings; an unknown owner is `NotFoundError`. */
export const aiFeaturesQuery = ({ provider, owner }: { provider: string; owner: string }) =>
  graphqlQueryDefinition({
    document: AiFeaturesDocument,
    variables: { owner },
    provider,
    schema: AiFeaturesSchema,
    select: (data): AiFeatures => {
      if (!data.owner) throw new NotFoundError();
      const app = data.config.aiApp;
      return {
        appName: app.appName,
        installUrl: app.installUrl ?? null,
        modelConfigured: app.modelConfigured,
        commands: app.commands,
        isMember: data.owner.isCurrentUserPartOfOrg,
        installed: data.owner.aiFeaturesEnabled,
        repositories: data.owner.aiEnabledRepos ?? [],
      };
    },
  });

export const useAiFeatures = (params: { provider: string; owner: string }) =>
  useGraphqlQuery(aiFeaturesQuery(params));

// The generated answer type passes this schema: a document/schema drift fails typecheck.
type _AiFeaturesAnswer = AcceptsAnswer<typeof AiFeaturesSchema, AiFeaturesQuery>;
