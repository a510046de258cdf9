import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConformance, renderWithTheme } from '../testing';
import { SearchField } from './search-field';

describe('SearchField', () => {
  afterEach(() => jest.useRealTimers());

  it('is conformant', async () => {
    await expectConformance((ref) => <SearchField ref={ref} onChange={() => undefined} />, {
      refType: HTMLInputElement,
    });
  });

  it('passes the value on after 500 ms without typing', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onChange = jest.fn();
    renderWithTheme(<SearchField placeholder="Search repos" onChange={onChange} />);
    const input = screen.getByRole('searchbox', { name: 'Search repos' });

    await user.type(input, 'we');
    expect(input).toHaveAttribute('data-pending', 'true');
    act(() => {
      jest.advanceTimersByTime(300);
    });
    await user.type(input, 'b');
    act(() => {
      jest.advanceTimersByTime(499);
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('web');
    expect(input).not.toHaveAttribute('data-pending');
  });

  it('starts from the default value without reporting it', () => {
    jest.useFakeTimers();
    const onChange = jest.fn();
    renderWithTheme(<SearchField defaultValue="api" onChange={onChange} />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('api');
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows its value when it changes from outside, without reporting it back', () => {
    jest.useFakeTimers();
    const onChange = jest.fn();
    const view = renderWithTheme(<SearchField value="api" onChange={onChange} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input).toHaveValue('api');

    view.rerender(<SearchField value="web" onChange={onChange} />);
    expect(input).toHaveValue('web');
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('drops what was being typed when its value changes from outside', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onChange = jest.fn();
    const view = renderWithTheme(<SearchField value="" onChange={onChange} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(input, 'we');
    expect(input).toHaveAttribute('data-pending', 'true');

    view.rerender(<SearchField value="api" onChange={onChange} />);
    expect(input).toHaveValue('api');
    expect(input).not.toHaveAttribute('data-pending');
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(onChange).not.toHaveBeenCalled();

    await user.type(input, 's');
    act(() => {
      jest.advanceTimersByTime(500);
    });
    expect(onChange).toHaveBeenCalledWith('apis');
  });
});
