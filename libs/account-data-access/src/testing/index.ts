// Test helpers of @canopy/account-data-access: fixtures of account-mfe's answers. Never imported by app code.
export {};
