import { INVALID_EMAIL, NAME_REQUIRED } from '@canopy/api-client';

/** The admin page's words, shared by the page and its tests. */
export const ADMIN_TEXTS = {
  manageAdmins: 'Manage admins',
  adminPowers:
    'Admins manage the members, plan and billing, the global upload token, the YAML configuration and the ' +
    'settings of the organization.',
  searchToAdd: 'Search to add administrator',
  adminsCaption: 'Admins of the organization',
  revoke: 'Revoke',
  noAdmins: (host: string) =>
    `No admins have been added here. Admins of the organization on ${host} are admins here automatically.`,
  hostAdminsNote: (host: string) =>
    `Admins of the organization on ${host} are admins here automatically; change their role on ${host}.`,
  added: (username: string) => `${username} is now an admin`,
  revoked: (username: string) => `${username} is no longer an admin`,
  changeFailed: 'The change could not be saved. Please try again.',
  defaultOrg: 'Default organization',
  defaultOrgHelp: 'The organization you land on after signing in and when you open Canopy.',
  defaultOrgUpdated: (username: string) => `Your default organization is now ${username}`,
  details: 'Details',
  detailsHelp: 'Your name and email address on Canopy.',
  saveChanges: 'Save changes',
  profileSaved: 'Your details have been saved',
  profileFailed: 'Your details could not be saved. Please try again.',
  nameRequired: NAME_REQUIRED,
  invalidEmail: INVALID_EMAIL,
  deleteOrganization: 'Delete organization',
  deleteAccount: 'Delete account',
  deleteHelp: (what: 'organization' | 'account') =>
    `Deleting this ${what} erases its repositories, coverage and settings from Canopy. It is done by our support team: contact them from an admin's email address.`,
  contactSupport: 'Contact support',
} as const;
