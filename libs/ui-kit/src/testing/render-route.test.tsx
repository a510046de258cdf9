import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useParams } from 'react-router';
import { RemoteSection } from '../remote-section/remote-section';
import { renderRoute } from './render-route';

const Data = createContext('none');

function Page() {
  const { owner } = useParams();
  return (
    <>
      <h1>
        {owner}: {useContext(Data)}
      </h1>
      <Link to="?search=x">search</Link>
      <RemoteSection id="bundles_mfe/Routes" section="bundles" />
    </>
  );
}

describe('renderRoute', () => {
  it('mounts the UI at its path inside the wrapper, with a stub remote loader, and reports the location', async () => {
    const user = userEvent.setup();
    const wrapper = ({ children }: { children: ReactNode }) => <Data value="provided">{children}</Data>;
    const { location } = renderRoute(<Page />, { path: '/:provider/:owner/*', url: '/gh/acme', wrapper });
    expect(screen.getByRole('heading', { name: 'acme: provided' })).toBeInTheDocument();
    expect(await screen.findByTestId('remote-section')).toHaveTextContent('bundles_mfe/Routes (bundles)');
    expect(location().pathname).toBe('/gh/acme');
    await user.click(screen.getByRole('link', { name: 'search' }));
    expect(location().search).toBe('?search=x');
  });

  it('navigates as a link or Back would', () => {
    const { location, navigate } = renderRoute(<Page />, { path: '/:provider/:owner/*', url: '/gh/acme' });
    navigate('/gh/other');
    expect(screen.getByRole('heading', { name: 'other: none' })).toBeInTheDocument();
    navigate(-1);
    expect(location().pathname).toBe('/gh/acme');
  });
});
