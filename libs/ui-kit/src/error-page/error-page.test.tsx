import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConformance, renderWithTheme } from '../testing';
import { ErrorPage } from './error-page';

describe('ErrorPage', () => {
  it('is conformant', async () => {
    await expectConformance((ref) => <ErrorPage ref={ref} status={404} />, { refType: HTMLElement });
  });

  it.each([
    [400, 'Bad Request'],
    [403, 'Unauthorized'],
    [404, 'Not found'],
    [429, 'Rate limit exceeded'],
    [500, 'Server error'],
  ])('shows Error %i with its title', (status, title) => {
    renderWithTheme(<ErrorPage status={status} isLoggedIn />);
    expect(screen.getByText(`Error ${status}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it('asks to log in on 401 with a link to /login', () => {
    renderWithTheme(<ErrorPage status={401} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Please log in.');
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
  });

  it('points to the status page and docs on hosted installs', () => {
    renderWithTheme(<ErrorPage status={500} isLoggedIn />);
    expect(screen.getByRole('link', { name: "Canopy's status" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'docs' })).toBeInTheDocument();
  });

  it('points only to the docs when self-hosted', () => {
    renderWithTheme(<ErrorPage status={500} isLoggedIn isSelfHosted />);
    expect(screen.queryByRole('link', { name: "Canopy's status" })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'docs' })).toBeInTheDocument();
  });

  it('returns to the previous page', async () => {
    const user = userEvent.setup();
    const onReturn = jest.fn();
    renderWithTheme(<ErrorPage status={403} isLoggedIn onReturn={onReturn} />);
    await user.click(screen.getByRole('button', { name: 'Return to previous page' }));
    expect(onReturn).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('offers a Log in button and the private-repo hint on a logged-out 404', async () => {
    const user = userEvent.setup();
    const onLogin = jest.fn();
    renderWithTheme(<ErrorPage status={404} onLogin={onLogin} />);
    expect(screen.getByTestId('error-page-hint')).toHaveTextContent('Log in to view private repositories.');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onLogin).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Return to previous page' })).toBeInTheDocument();
  });

  it('on 429 has no docs hint and its button logs out', async () => {
    const user = userEvent.setup();
    const onLogout = jest.fn().mockResolvedValue(undefined);
    const navigate = jest.fn();
    renderWithTheme(<ErrorPage status={429} isLoggedIn onLogout={onLogout} navigate={navigate} />);
    expect(screen.queryByTestId('error-page-hint')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return to previous page' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return to login' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(onLogout).toHaveBeenCalled();
  });
});
