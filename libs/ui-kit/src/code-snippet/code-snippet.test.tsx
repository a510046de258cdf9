import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConformance, renderWithTheme } from '../testing';
import { CodeSnippet } from './code-snippet';

const CONFIG = 'export default {\n  plugins: [codecovVitePlugin({ bundleName: "web" })],\n};';

describe('CodeSnippet', () => {
  it('is conformant', async () => {
    await expectConformance((ref) => <CodeSnippet ref={ref} code={CONFIG} label="Vite config" />, {
      refType: HTMLDivElement,
    });
  });

  it('shows the code unwrapped in a focusable region, with its caption', () => {
    renderWithTheme(<CodeSnippet code={CONFIG} label="Vite config" caption="vite.config.js" />);
    const region = screen.getByRole('region', { name: 'Vite config' });
    expect(region.textContent).toBe(CONFIG);
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveStyle({ whiteSpace: 'pre', overflowX: 'auto' });
    expect(screen.getByText('vite.config.js')).toBeVisible();
  });

  it('copies the code exactly', async () => {
    const user = userEvent.setup();
    renderWithTheme(<CodeSnippet code={CONFIG} label="Vite config" />);
    await user.click(screen.getByRole('button', { name: 'Copy Vite config' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(await navigator.clipboard.readText()).toBe(CONFIG);
  });

  it('takes the test id its page names it by', () => {
    renderWithTheme(<CodeSnippet code="abc" label="token" testId="new-api-token" />);
    expect(screen.getByTestId('new-api-token')).toHaveTextContent('abc');
  });
});
