// Runs repo_mfe alone for development (`npm run serve -w @canopy/repo-mfe`): the same providers as the shell,
// the same mounts, and the API reached through the dev server's proxy. The shell never loads this file.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Anchor, Container, List, Text, Title } from '@mantine/core';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { ApiClientProvider, createApiClients } from '@canopy/api-client';
import { CanopyThemeProvider, RemoteLoaderProvider, type RemoteLoader } from '@canopy/ui-kit';
import RepoMfeRoutes from './remote-entry';

const clients = createApiClients();

// Alone, there is no host to load other remotes: the embedded bundles and tests sections show as unavailable.
const loader: RemoteLoader = (id) => Promise.reject(new Error(`${id} is only available inside the shell`));

function StandaloneHome() {
  return (
    <Container size="sm" py="xl">
      <Title order={1} size="h3">
        repo_mfe running alone
      </Title>
      <Text mt="sm">Sign in first, then open an owner or a repository:</Text>
      <List mt="sm">
        <List.Item>
          <Anchor href="/login/dev?username=ada&to=/gh/canopy">/login/dev?username=ada</Anchor> (development
          sign-in)
        </List.Item>
        <List.Item>
          <Anchor component={Link} to="/gh/canopy">
            /gh/canopy
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={Link} to="/analytics/gh/canopy">
            /analytics/gh/canopy
          </Anchor>
        </List.Item>
      </List>
    </Container>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('No root element found');

createRoot(root).render(
  <StrictMode>
    <CanopyThemeProvider>
      <ApiClientProvider clients={clients}>
        <RemoteLoaderProvider loader={loader}>
          <BrowserRouter>
            <Container size="xl" py="lg">
              <Routes>
                <Route path="/" element={<StandaloneHome />} />
                <Route path="/analytics/:provider/:owner/*" element={<RepoMfeRoutes section="analytics" />} />
                <Route path="/:provider/:owner/*" element={<RepoMfeRoutes section="owner" />} />
                <Route path="*" element={<StandaloneHome />} />
              </Routes>
            </Container>
          </BrowserRouter>
        </RemoteLoaderProvider>
      </ApiClientProvider>
    </CanopyThemeProvider>
  </StrictMode>,
);
