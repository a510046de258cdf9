// Public surface of @canopy/account-data-access: the documents and REST calls of account-mfe's pages.
export {};
