import { useMemo, useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconGitCompare } from '@tabler/icons-react';
import { useCommits, type CommitListItem } from '@canopy/repo-data-access';
import { Select } from '@canopy/ui-kit';
import { useRepoFrame } from '../common/repo-frame-context';
import { shortSha } from '../common/format';

export interface CompareWithCommitProps {
  /** The branch the pull merges into: its recent commits are offered. */
  baseBranch: string | null;
  /** The base the reader picked, or null for the automatic one. */
  base: string | null;
  onChange: (base: string | null) => void;
}

function commitLabel(commit: CommitListItem): string {
  const message = commit.message?.split('\n')[0]?.trim() || 'commit message unavailable';
  return `${shortSha(commit.commitid)} ${message}`;
}

function CommitPicker({ branch, onPick }: { branch: string; onPick: (commitid: string) => void }) {
  const { provider, owner, repo } = useRepoFrame();
  const [search, setSearch] = useState('');
  const query = useCommits({ provider, owner, repo, branchName: branch, search });
  const commits = useMemo(() => query.data?.pages.flatMap((page) => page.commits) ?? [], [query.data]);
  return (
    <Select
      label={`Recent commits of ${branch}`}
      placeholder="Choose a commit"
      items={commits}
      getKey={(commit) => commit.commitid}
      itemToString={commitLabel}
      onChange={(commit) => onPick(commit.commitid)}
      searchable
      resourceName="commit"
      onSearch={setSearch}
      isLoading={query.isPending}
      hasNextPage={query.hasNextPage}
      isFetchingNextPage={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
    />
  );
}

/**
 * 'Compare with another commit': a commit of the target branch or any SHA or branch name becomes the base of
 * the comparison (`?base=`); 'Reset to automatic base' goes back to the base Canopy chose.
 */
export function CompareWithCommit({ baseBranch, base, onChange }: CompareWithCommitProps) {
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState(base ?? '');

  const open = () => {
    setText(base ?? '');
    setOpened(true);
  };
  const choose = (next: string | null) => {
    setOpened(false);
    onChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) choose(text.trim());
  };

  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconGitCompare size={14} aria-hidden />}
          onClick={open}
          // The summary card is narrow: the label wraps rather than being cut off.
          maw="100%"
          h="auto"
          py={4}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
        >
          Compare with another commit
        </Button>
        {base && (
          <Button variant="subtle" size="compact-sm" onClick={() => choose(null)}>
            Reset to automatic base
          </Button>
        )}
      </Group>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Compare with another commit" size="lg">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Coverage, patch and changed files of this pull request are shown against the base you choose.
            Patch coverage uses the diff from that base.
          </Text>
          {baseBranch && <CommitPicker branch={baseBranch} onPick={choose} />}
          <form onSubmit={submit}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label="Commit SHA or branch"
                description="A full SHA, its first 7 characters or more, or a branch name."
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                style={{ flex: 1 }}
                data-autofocus
              />
              <Button type="submit" disabled={!text.trim()}>
                Compare
              </Button>
            </Group>
          </form>
          {base && (
            <Group justify="flex-end">
              <Button variant="default" onClick={() => choose(null)}>
                Reset to automatic base
              </Button>
            </Group>
          )}
        </Stack>
      </Modal>
    </>
  );
}
