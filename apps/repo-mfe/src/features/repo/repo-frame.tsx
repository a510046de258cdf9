import { useMemo, useState, type ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { Route, Routes, useParams } from 'react-router';
import { errorStatus, useRepo } from '@canopy/api-client';
import { PageError, useIsTeamPrivateRepo } from '@canopy/auth';
import { FullPageLoader } from '@canopy/ui-kit';
import { NotActivated } from './not-activated';
import { RepoFrameContext, repoBasePath, repoState, type RepoFrameValue } from '../common/repo-frame-context';
import { RepoTabs, type RepoTab, type RepoTabsProps } from './repo-tabs';
import { RepoTitle } from './repo-title';

export interface RepoFrameProps {
  provider: string;
  owner: string;
  repo: string;
  activeTab: RepoTab | null;
  children?: ReactNode;
}

/** The tabs with the branch of the route (decoded by the router), for the tabs that keep it. */
function TabsOnBranch(props: Omit<RepoTabsProps, 'branch'>) {
  const { branch = null } = useParams();
  return <RepoTabs {...props} branch={branch} />;
}

function FrameTabs(props: Omit<RepoTabsProps, 'branch'>) {
  const onBranch = <TabsOnBranch {...props} />;
  return (
    <Routes>
      <Route path="tree/:branch/*" element={onBranch} />
      <Route path="blob/:branch/*" element={onBranch} />
      <Route path="flags/:branch" element={onBranch} />
      <Route path="components/:branch" element={onBranch} />
      <Route path="commits/:branch" element={onBranch} />
      <Route path="*" element={<RepoTabs {...props} />} />
    </Routes>
  );
}

/** A failure worth riding out (network, server, rate limit), unlike an answer that the repository is gone. */
function isTransient(error: Error): boolean {
  const status = errorStatus(error);
  return status === undefined || status === 429 || status >= 500;
}

/**
 * Looks the repository up and frames its pages: visitor badge and tabs (the shell header's breadcrumb is the
 * title; guests, who have none, get a heading here). A missing repository is the 404 page; a viewer without a
 * seat in the org gets the activation message instead of the pages. The tabs follow the repository's state
 * (deactivated, not set up, ready).
 */
export function RepoFrame({ provider, owner, repo, activeTab, children }: RepoFrameProps) {
  const query = useRepo({ provider, owner, repo });
  const result = query.data;
  // A private repository's pages wait for the owner's plan, so no Team-plan page shows a panel it then hides.
  const isTeamPrivate = useIsTeamPrivateRepo({ provider, owner, isPrivate: result?.repository?.private });
  const value = useMemo<RepoFrameValue | null>(
    () =>
      result?.repository && isTeamPrivate !== undefined
        ? {
            provider,
            owner,
            repo,
            repository: result.repository,
            isAdmin: !!result.isAdmin,
            isMember: result.isCurrentUserPartOfOrg,
            isTeamPrivate,
            basePath: repoBasePath(provider, owner, repo),
          }
        : null,
    [result, isTeamPrivate, provider, owner, repo],
  );

  // The set-up page asks again every few seconds: one failed refresh keeps the repository shown (that page
  // says the check failed) instead of replacing everything with an error page.
  const [shown, setShown] = useState<RepoFrameValue | null>(null);
  if (value && value !== shown) setShown(value);
  const kept =
    query.isError && isTransient(query.error) && shown?.basePath === repoBasePath(provider, owner, repo)
      ? shown
      : null;

  if (kept) {
    return (
      <Framed value={kept} activeTab={activeTab}>
        {children}
      </Framed>
    );
  }
  if (query.isPending) return <FullPageLoader fullPage={false} label="Loading repository" />;
  if (query.isError) return <PageError error={query.error} />;
  if (query.data.repository && !value) return <FullPageLoader fullPage={false} label="Loading repository" />;

  const isMember = query.data.isCurrentUserPartOfOrg;
  if (!value) {
    return (
      <Stack gap="lg" data-page="repo">
        <RepoTitle provider={provider} owner={owner} repo={repo} isPrivate={false} isMember={isMember} />
        <NotActivated provider={provider} owner={owner} isAdmin={!!query.data.isAdmin} />
      </Stack>
    );
  }

  return (
    <Framed value={value} activeTab={activeTab}>
      {children}
    </Framed>
  );
}

function Framed({
  value,
  activeTab,
  children,
}: {
  value: RepoFrameValue;
  activeTab: RepoTab | null;
  children?: ReactNode;
}) {
  return (
    <Stack gap="lg" data-page="repo">
      <RepoTitle
        provider={value.provider}
        owner={value.owner}
        repo={value.repository.name}
        isPrivate={value.repository.private}
        isMember={value.isMember}
      />
      <FrameTabs
        basePath={value.basePath}
        active={activeTab}
        isMember={value.isMember}
        state={repoState(value.repository)}
        products={value.repository}
        isTeamPrivate={value.isTeamPrivate}
      />
      <RepoFrameContext value={value}>{children}</RepoFrameContext>
    </Stack>
  );
}
