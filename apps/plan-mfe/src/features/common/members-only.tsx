import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { useOwner, type DetailOwner } from '@canopy/api-client';
import { PageError } from '@canopy/auth';
import { FullPageLoader } from '@canopy/ui-kit';
import { ownerPaths } from '@canopy/routes';

export interface MembersOnlyProps {
  children: (owner: DetailOwner) => ReactNode;
}

/**
 * Plan and members pages are for members of the org (spec §2, §6): others go to the owner page, a missing
 * owner is the 404 page.
 */
export function MembersOnly({ children }: MembersOnlyProps) {
  const { provider = '', owner = '' } = useParams();
  const ownerQuery = useOwner({ provider, owner });

  if (ownerQuery.isPending) return <FullPageLoader fullPage={false} label="Loading" />;
  if (ownerQuery.isError) return <PageError error={ownerQuery.error} />;
  if (!ownerQuery.data) return <PageError status={404} />;
  if (!ownerQuery.data.isCurrentUserPartOfOrg) {
    return <Navigate to={ownerPaths.owner(provider, owner)} replace />;
  }
  return children(ownerQuery.data);
}
