import type { ComboboxStore } from '@mantine/core';
import { movePage, SELECT_PAGE_JUMP } from './select-base';

function store(highlighted: number) {
  const selectOption = jest.fn();
  return {
    store: { getSelectedOptionIndex: () => highlighted, selectOption } as unknown as ComboboxStore,
    selectOption,
  };
}

describe('movePage', () => {
  it('moves the highlight by a page, within the list', () => {
    expect(SELECT_PAGE_JUMP).toBe(10);
    const down = store(3);
    movePage(down.store, 30, 1);
    expect(down.selectOption).toHaveBeenCalledWith(13);
    const end = store(25);
    movePage(end.store, 30, 1);
    expect(end.selectOption).toHaveBeenCalledWith(29);
    const up = store(5);
    movePage(up.store, 30, -1);
    expect(up.selectOption).toHaveBeenCalledWith(0);
  });

  it('starts from the top of the list when nothing is highlighted', () => {
    const down = store(-1);
    movePage(down.store, 30, 1);
    expect(down.selectOption).toHaveBeenCalledWith(9);
    const short = store(-1);
    movePage(short.store, 4, 1);
    expect(short.selectOption).toHaveBeenCalledWith(3);
    const up = store(-1);
    movePage(up.store, 30, -1);
    expect(up.selectOption).toHaveBeenCalledWith(0);
  });

  it('does nothing on an empty list', () => {
    const empty = store(-1);
    movePage(empty.store, 0, 1);
    expect(empty.selectOption).not.toHaveBeenCalled();
  });
});
