import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { setTestConfigEnv } from '@canopy/auth/testing';
import { renderWithTheme } from '@canopy/ui-kit/testing';
import { hostedConfig, renderApp, selfHostedConfig, setupShellMocks } from '../../testing/render-app';
import { Footer } from './footer';

const server = setupShellMocks();

function renderFooter(config: Record<string, unknown>, now?: Date) {
  setTestConfigEnv(config);
  renderWithTheme(
    <MemoryRouter>
      <Footer ownerHref="/gh/canopy" now={now} />
    </MemoryRouter>,
  );
  return screen.getByRole('contentinfo');
}

describe('Footer', () => {
  it('shows the current UTC year', () => {
    // 31 Dec 2030 23:30 in UTC-5 is already 2031 in UTC.
    const footer = renderFooter(hostedConfig, new Date('2031-01-01T04:30:00Z'));
    expect(footer).toHaveTextContent('© 2031 Canopy');
  });

  it('hosted: pricing and the legal links, no version', () => {
    const footer = within(renderFooter(hostedConfig));
    expect(footer.getByRole('link', { name: 'Canopy home' })).toHaveAttribute('href', '/gh/canopy');
    for (const name of ['Pricing', 'Terms', 'Privacy', 'Security', 'GDPR']) {
      expect(footer.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(footer.queryByText(/self-hosted/)).not.toBeInTheDocument();
  });

  it('self-hosted: the version text and no pricing link', () => {
    const footer = within(renderFooter({ ...selfHostedConfig, CANOPY_VERSION: '2.3.1' }));
    expect(footer.getByText('Canopy self-hosted v2.3.1')).toBeInTheDocument();
    expect(footer.queryByRole('link', { name: 'Pricing' })).not.toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'GDPR' })).toBeInTheDocument();
  });

  it('links the logo to the owner page in the app', async () => {
    renderApp(server, { url: '/gh/canopy/web' });
    await screen.findByTestId('remote');
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Canopy home' }),
    ).toHaveAttribute('href', '/gh/canopy');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getUTCFullYear()} Canopy`);
  });
});
