import { useCallback, useMemo, useState } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { type DetailOwner, type OrgUser, usePlanData } from '@canopy/api-client';
import { PageError } from '@canopy/auth';
import { useAccountDetails, useMemberActivation, useMembers } from '@canopy/plan-data-access';
import { ownerPaths } from '@canopy/routes';
import { PageHeading } from '@canopy/ui-kit';
import {
  ConfirmDialog,
  MemberFilters,
  memberFiltersQuery,
  useMemberFilterParams,
} from '@canopy/ui-kit/data-views';
import { ActivationPanel } from './activation-panel';
import { orderingOf, useMemberOrdering } from './member-ordering';
import { MembersTable } from './members-table';
import { seatState } from './seat-state';

export interface MembersPageProps {
  provider: string;
  owner: string;
  ownerData: DetailOwner;
}

/** `/members/:provider/:owner`: the org's members, their seats, auto-activation and the seat limit. */
export function MembersPage({ provider, owner, ownerData }: MembersPageProps) {
  const navigate = useNavigate();
  const isAdmin = !!ownerData.isAdmin;
  const [filters, updateFilters] = useMemberFilterParams();
  const [sort, changeSort] = useMemberOrdering();
  const list = useMembers({ provider, owner, ...memberFiltersQuery(filters), ordering: orderingOf(sort) });
  const details = useAccountDetails({ provider, owner });
  const planData = usePlanData({ provider, owner });
  // A failed change goes to the error boundary (spec §8): the toggles wait for the seat counts and are off when
  // no seat is left, so a refusal the page could foresee is never sent.
  const activation = useMemberActivation({ provider, owner });
  const [upgradeAsked, setUpgradeAsked] = useState(false);

  const plan = planData.data?.plan;
  const seats = seatState(plan, details.data, { planPending: planData.isPending });
  const members = useMemo(() => list.data?.pages.flatMap((page) => page.results) ?? [], [list.data]);
  const changing = activation.isPending ? activation.variables?.ownerid : undefined;

  const canToggle = useCallback(
    (member: OrgUser) =>
      !seats.pending &&
      changing !== member.ownerid &&
      (member.activated || !seats.full || seats.upgradeToActivate),
    [seats.pending, seats.full, seats.upgradeToActivate, changing],
  );
  const toggle = useCallback(
    (member: OrgUser, activated: boolean) => {
      if (activated && seats.upgradeToActivate) {
        setUpgradeAsked(true);
        return;
      }
      activation.mutate({ ownerid: member.ownerid, activated });
    },
    [activation, seats.upgradeToActivate],
  );

  return (
    <Stack gap="md">
      <PageHeading title="Members" description={<>Activated members of {owner} take a seat of the plan.</>} />
      <ActivationPanel
        provider={provider}
        owner={owner}
        isAdmin={isAdmin}
        details={details}
        plan={plan}
        seatsFull={seats.full}
      />
      <Alert color="blue" variant="light" data-testid="missing-member-note">
        <Text size="sm">
          Don&apos;t see a member? They may not be listed because they haven&apos;t logged into Canopy yet.
        </Text>
      </Alert>
      <MemberFilters value={filters} onChange={updateFilters} />
      {list.isError ? (
        <PageError error={list.error} />
      ) : (
        <MembersTable
          members={members}
          isLoading={list.isPending}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          sort={sort}
          onSortChange={changeSort}
          canToggle={canToggle}
          onToggle={isAdmin ? toggle : undefined}
        />
      )}
      <ConfirmDialog
        opened={upgradeAsked}
        onClose={() => setUpgradeAsked(false)}
        title="Upgrade to Pro"
        confirmLabel="Upgrade now"
        onConfirm={async () => navigate(`${ownerPaths.plan(provider, owner)}/upgrade?plan=pro`)}
      >
        <Text size="sm">
          Your org has reached the maximum number of free users. Upgrade to Pro to activate more members of{' '}
          {owner}.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
