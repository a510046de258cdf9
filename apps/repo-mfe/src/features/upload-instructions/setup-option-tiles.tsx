import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { repoPaths } from '@canopy/routes';
import type { Guide, GuideId } from './setup-guides';

export interface SetupOptionTilesProps {
  basePath: string;
  guides: readonly Guide[];
  active: GuideId;
}

/**
 * "Select a setup option": one radio tile a guide, each its own address. Choosing a tile (click, Space, or the
 * arrow keys as in any radio group) opens its guide; the current one is checked.
 */
export function SetupOptionTiles({ basePath, guides, active }: SetupOptionTilesProps) {
  const navigate = useNavigate();
  return (
    <Radio.Group
      label="Select a setup option"
      value={active}
      onChange={(id) => {
        const guide = guides.find((g) => g.id === id);
        if (guide && guide.id !== active) void navigate(repoPaths.setup(basePath, guide.path));
      }}
      data-testid="setup-options"
    >
      <SimpleGrid cols={{ base: 1, sm: guides.length }} spacing="sm" mt="xs">
        {guides.map((guide) => (
          <Radio.Card key={guide.id} value={guide.id} radius="md" p="md" data-guide={guide.id}>
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator />
              <Text fw={600} size="sm">
                {guide.label}
              </Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
