// Public surface of @canopy/admin-data-access: the documents and REST calls of admin-mfe's pages.
export {};
