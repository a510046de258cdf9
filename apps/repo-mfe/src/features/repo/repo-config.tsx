import { Grid, NavLink, Stack } from '@mantine/core';
import { Link, Navigate, Route, Routes, useParams } from 'react-router';
import { PageError } from '@canopy/auth';
import { repoPaths } from '@canopy/routes';
import { useRepoFrame } from '../common/repo-frame-context';
import { BadgePage } from '../config-badge/badge-page';
import { ConfigurationManager } from '../repo-config/configuration-manager';
import { GeneralSettings } from '../repo-config/general-settings';
import { YamlSettings } from '../repo-config/yaml-settings';

const sections = [
  {
    path: '',
    label: 'Configuration Manager',
    page: <ConfigurationManager />,
  },
  { path: 'general', label: 'General', page: <GeneralSettings /> },
  { path: 'yaml', label: 'Yaml', page: <YamlSettings /> },
  { path: 'badge', label: 'Badges & Graphs', page: <BadgePage /> },
] as const;

/** `config/*`: the repository settings with their side menu; members of the org only, others get Not found. */
export function RepoConfig() {
  const { basePath, isMember } = useRepoFrame();
  const current = useParams()['*'] ?? '';
  if (!isMember) return <PageError status={404} />;
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <Stack gap={2} component="nav" aria-label="Configuration">
          {sections.map((section) => (
            <NavLink
              key={section.path}
              component={Link}
              to={repoPaths.config(basePath, section.path)}
              label={section.label}
              active={current === section.path}
              aria-current={current === section.path ? 'page' : undefined}
            />
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 9 }}>
        <Routes>
          {sections.map((section) => {
            const { page } = section;
            return section.path ? (
              <Route key={section.path} path={section.path} element={page} />
            ) : (
              <Route key="index" index element={page} />
            );
          })}
          <Route path="*" element={<Navigate to={repoPaths.config(basePath)} replace />} />
        </Routes>
      </Grid.Col>
    </Grid>
  );
}
