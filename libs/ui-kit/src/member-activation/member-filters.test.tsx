import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConformance, renderRoute, renderWithTheme } from '../testing';
import {
  INSTALL_USER_STATUS_LABELS,
  memberFiltersQuery,
  useMemberFilterParams,
  type MemberFilterState,
} from './member-filters';
import { MemberFilters } from './member-filters-bar';

const none: MemberFilterState = { activated: undefined, isAdmin: undefined, search: '' };

function FiltersInUrl() {
  const [state, update] = useMemberFilterParams();
  return <MemberFilters value={state} onChange={update} />;
}

describe('MemberFilters', () => {
  it('is conformant', async () => {
    await expectConformance(() => <MemberFilters value={none} onChange={() => undefined} />);
  });

  it('offers the status and role choices in the given words', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(
      <MemberFilters
        value={{ activated: false, isAdmin: true, search: '' }}
        onChange={onChange}
        statusLabels={INSTALL_USER_STATUS_LABELS}
      />,
    );
    expect(screen.getByRole('button', { name: /Status/ })).toHaveTextContent('Non-Active');
    expect(screen.getByRole('button', { name: /Role/ })).toHaveTextContent('Admins');
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'All Users' }));
    expect(onChange).toHaveBeenLastCalledWith({ activated: undefined });
    await user.click(screen.getByRole('button', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Developers' }));
    expect(onChange).toHaveBeenLastCalledWith({ isAdmin: false });
  });

  it('keeps the filters in the URL, defaults left out; the search waits for 500 ms of no typing', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute(<FiltersInUrl />, { path: '/members', url: '/members?tab=x' });
    expect(screen.getByRole('button', { name: /Status/ })).toHaveTextContent('All users');
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Inactive users' }));
    expect(location().search).toBe('?tab=x&activated=false');
    await user.click(screen.getByRole('button', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Admins' }));
    expect(location().search).toBe('?tab=x&activated=false&isAdmin=true');

    jest.useFakeTimers();
    try {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'ada' } });
      act(() => jest.advanceTimersByTime(499));
      expect(location().search).not.toContain('search');
      act(() => jest.advanceTimersByTime(1));
    } finally {
      jest.useRealTimers();
    }
    expect(location().search).toBe('?tab=x&activated=false&isAdmin=true&search=ada');
  });

  it('gives a list query only the filters that are set', () => {
    expect(memberFiltersQuery(none)).toEqual({});
    expect(memberFiltersQuery({ activated: false, isAdmin: true, search: 'ada' })).toEqual({
      activated: false,
      isAdmin: true,
      search: 'ada',
    });
  });
});
