/**
 * Canopy's licence-signing public key (Ed25519). Every production licence (CANOPY_LICENSE) is verified against
 * it; the private half is kept outside the repository by whoever issues licences.
 */
export const CANOPY_LICENCE_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEApQGEYcR/8plZX/jO88c9vYGUllvE+GtINAwsh95YiUw=
-----END PUBLIC KEY-----
`;
