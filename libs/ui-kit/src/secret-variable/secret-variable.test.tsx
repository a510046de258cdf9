import { screen } from '@testing-library/react';
import { expectConformance, renderWithTheme } from '../testing';
import { SecretVariable } from './secret-variable';

describe('SecretVariable', () => {
  it('is conformant', async () => {
    await expectConformance((ref) => <SecretVariable ref={ref} name="CODECOV_TOKEN" value="abc-123" />, {
      refType: HTMLDivElement,
    });
  });

  it('shows the name with its copy button and the value masked', () => {
    renderWithTheme(<SecretVariable name="CODECOV_TOKEN" value="abc-123" nameCopyLabel="Copy secret name" />);
    expect(screen.getByText('CODECOV_TOKEN').tagName).toBe('CODE');
    expect(screen.getByRole('button', { name: 'Copy secret name' })).toBeInTheDocument();
    expect(screen.getByTestId('upload-token')).toHaveAttribute('data-masked', 'true');
    expect(screen.queryByText('abc-123')).not.toBeInTheDocument();
  });
});
