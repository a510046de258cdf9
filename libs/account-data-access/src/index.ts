// Public surface of @canopy/account-data-access: the documents and REST calls of account-mfe's pages.

// Profile (self-hosted): the signed-in person's own install seat
export {
  updateSelfActivationMutationOptions,
  useUpdateSelfActivation,
} from './profile/update-self-activation';
