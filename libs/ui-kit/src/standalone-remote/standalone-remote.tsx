import type { ReactNode, Ref } from 'react';
import { Anchor, Container, List, Text, Title } from '@mantine/core';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { CanopyThemeProvider } from '../canopy-theme-provider/canopy-theme-provider';
import { RemoteLoaderProvider, type RemoteLoader } from '../remote-section/remote-section';

export interface StandaloneRemoteProps {
  /** Forwarded to the page container. */
  ref?: Ref<HTMLDivElement>;
  /** Federation name of the remote, e.g. 'account_mfe'. */
  name: string;
  /** Paths the home page links to. */
  examples: readonly string[];
  /** The remote's mounts as `<Route>` elements, with the paths the shell mounts it at. */
  children: ReactNode;
  /** Mantine environment ('test' turns off transitions and portals). @default 'default' */
  env?: 'default' | 'test';
}

// Alone, there is no host to load other remotes from: embedded sections show as unavailable.
const noHostLoader: RemoteLoader = (id) =>
  Promise.reject(new Error(`${id} is only available inside the shell`));

function StandaloneHome({ name, examples }: Pick<StandaloneRemoteProps, 'name' | 'examples'>) {
  const signIn = `/login/dev?username=ada&to=${encodeURIComponent(examples[0] ?? '/')}`;
  return (
    <Container size="sm" py="xl">
      <Title order={1} size="h3">
        {name} running alone
      </Title>
      <Text mt="sm">
        Sign in with the development sign-in (<Anchor href={signIn}>/login/dev?username=ada</Anchor>), then
        open:
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

/**
 * A remote running alone for development: the shell's theme and a browser router around the remote's mounts,
 * plus a home page linking to `examples`. The data providers go around it. Any other path shows the home page.
 */
export function StandaloneRemote({ ref, name, examples, children, env = 'default' }: StandaloneRemoteProps) {
  const home = <StandaloneHome name={name} examples={examples} />;
  return (
    <CanopyThemeProvider env={env}>
      <RemoteLoaderProvider loader={noHostLoader}>
        <BrowserRouter>
          <Container ref={ref} size="xl" py="lg" data-standalone={name}>
            <Routes>
              <Route path="/" element={home} />
              {children}
              <Route path="*" element={home} />
            </Routes>
          </Container>
        </BrowserRouter>
      </RemoteLoaderProvider>
    </CanopyThemeProvider>
  );
}
