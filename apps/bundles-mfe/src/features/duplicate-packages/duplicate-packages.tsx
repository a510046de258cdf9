import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { DuplicatedPackage } from '@canopy/bundles-data-access';
import { formatBytes } from '@canopy/ui-kit/data-views';

export const NO_DUPLICATES = 'No package is bundled more than once in this bundle.';

/** "2 copies: 4.17.21, 4.17.15" — the versions only when the module paths tell them. */
function copiesText(found: DuplicatedPackage): string {
  const copies = `${found.copies.length} copies`;
  return found.versions.length > 0 ? `${copies}: ${found.versions.join(', ')}` : copies;
}

/**
 * The packages the chosen bundle holds more than once (several `node_modules` copies or versions), the most
 * wasted bytes first: what deduplicating them would save.
 */
export function DuplicatePackages({ packages }: { packages: readonly DuplicatedPackage[] }) {
  return (
    <Paper withBorder p="md" component="section" aria-label="Duplicated packages">
      <Stack gap="xs">
        <Title order={3} size="h5">
          Duplicated packages
        </Title>
        {packages.length === 0 ? (
          <Text size="sm" c="dimmed" data-state="no-duplicates">
            {NO_DUPLICATES}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Package</Table.Th>
                  <Table.Th>Copies</Table.Th>
                  <Table.Th>Wasted size</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {packages.map((found) => (
                  <Table.Tr key={found.name}>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {found.name}
                      </Text>
                    </Table.Td>
                    <Table.Td title={found.copies.map((copy) => copy.path).join('\n')}>
                      {copiesText(found)}
                    </Table.Td>
                    <Table.Td>{formatBytes(found.wastedBytes)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
