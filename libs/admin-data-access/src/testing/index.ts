// Test helpers of @canopy/admin-data-access: fixtures of admin-mfe's answers. Never imported by app code.
export {};
