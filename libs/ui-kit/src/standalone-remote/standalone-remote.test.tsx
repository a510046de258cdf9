import type { Ref } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useParams } from 'react-router';
import { expectConformance } from '../testing';
import { StandaloneRemote } from './standalone-remote';

function Page() {
  const { owner } = useParams();
  return <p>plan of {owner}</p>;
}

const standalone = (ref?: Ref<HTMLDivElement>) => (
  <StandaloneRemote ref={ref} env="test" name="plan_mfe" examples={['/plan/gh/canopy']}>
    <Route path="/plan/:provider/:owner/*" element={<Page />} />
  </StandaloneRemote>
);

describe('StandaloneRemote', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is conformant', async () => {
    await expectConformance((ref) => standalone(ref), { refType: HTMLDivElement });
  });

  it('offers the development sign-in and the examples, which open the mounted remote', async () => {
    const user = userEvent.setup();
    render(standalone());
    expect(screen.getByRole('heading', { name: 'plan_mfe running alone' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/login/dev?username=ada' })).toHaveAttribute(
      'href',
      '/login/dev?username=ada&to=%2Fplan%2Fgh%2Fcanopy',
    );
    await user.click(screen.getByRole('link', { name: '/plan/gh/canopy' }));
    expect(await screen.findByText('plan of canopy')).toBeInTheDocument();
  });

  it('shows the home page on any other path', () => {
    window.history.replaceState(null, '', '/elsewhere');
    render(standalone());
    expect(screen.getByRole('heading', { name: 'plan_mfe running alone' })).toBeInTheDocument();
  });
});
