// Runs tests_mfe alone for development (`npm run serve -w @canopy/tests-mfe`): the same providers as the shell,
// the same mounts, and the API reached through the dev server's proxy. The shell never loads this file.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Anchor, Container, List, Text, Title } from '@mantine/core';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { ApiClientProvider, createApiClients } from '@canopy/api-client';
import { CanopyThemeProvider, RemoteLoaderProvider, type RemoteLoader } from '@canopy/ui-kit';
import TestsMfeRoutes from './remote-entry';

const clients = createApiClients();

// Alone, there is no host to load other remotes from.
const loader: RemoteLoader = (id) => Promise.reject(new Error(`${id} is only available inside the shell`));

const examples = ['/gh/canopy/demo/tests', '/gh/canopy/demo/tests/new'];

function StandaloneHome() {
  return (
    <Container size="sm" py="xl">
      <Title order={1} size="h3">
        tests_mfe running alone
      </Title>
      <Text mt="sm">
        Sign in with the development sign-in (
        <Anchor href="/login/dev?username=ada&to=/">/login/dev?username=ada</Anchor>), then open:
      </Text>
      <List mt="sm">
        {examples.map((path) => (
          <List.Item key={path}>
            <Anchor component={Link} to={path}>
              {path}
            </Anchor>
          </List.Item>
        ))}
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
                <Route path="/:provider/:owner/:repo/tests/*" element={<TestsMfeRoutes section="tests" />} />
                <Route path="*" element={<StandaloneHome />} />
              </Routes>
            </Container>
          </BrowserRouter>
        </RemoteLoaderProvider>
      </ApiClientProvider>
    </CanopyThemeProvider>
  </StrictMode>,
);
