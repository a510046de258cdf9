import { IconBrandBitbucket, IconBrandGithub, IconBrandGitlab } from '@tabler/icons-react';
import type { ShortProvider } from '@canopy/auth';

/** The logo beside each provider's sign-in and sync button. */
export const providerIcons: Record<ShortProvider, typeof IconBrandGithub> = {
  gh: IconBrandGithub,
  ghe: IconBrandGithub,
  gl: IconBrandGitlab,
  gle: IconBrandGitlab,
  bb: IconBrandBitbucket,
  bbs: IconBrandBitbucket,
};
