import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConformance, renderWithTheme } from '../testing';
import { CodeSnippet } from './code-snippet';

describe('CodeSnippet', () => {
  it('is conformant', async () => {
    await expectConformance(() => <CodeSnippet code="npm i -g codecov" label="install command" />);
  });

  it('shows the text unwrapped in a focusable region named by its label, with its caption, and copies it', async () => {
    const user = userEvent.setup();
    const yaml = 'coverage:\n  status:\n    project: off';
    renderWithTheme(<CodeSnippet code={yaml} label="codecov.yml" caption="codecov.yml" />);
    const block = screen.getByRole('region', { name: 'codecov.yml' });
    expect(block.textContent).toBe(yaml);
    expect(block).toHaveAttribute('tabindex', '0');
    expect(block).toHaveAttribute('data-testid', 'code-snippet');
    expect(block).toHaveStyle({ whiteSpace: 'pre' });
    expect(screen.getAllByText('codecov.yml')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Copy codecov.yml' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(await navigator.clipboard.readText()).toBe(yaml);
  });

  it('takes the test id its page names it by', () => {
    renderWithTheme(<CodeSnippet code="abc" label="token" testId="new-api-token" />);
    expect(screen.getByTestId('new-api-token')).toHaveTextContent('abc');
  });
});
