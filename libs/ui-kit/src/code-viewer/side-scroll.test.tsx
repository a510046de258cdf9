import { fireEvent, render } from '@testing-library/react';
import { SideScroll } from './side-scroll';

// jsdom lays nothing out: the box reports content wider than itself.
function withWidths(scrollWidth: number, clientWidth: number) {
  const spies = [
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth),
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth),
  ];
  return () => spies.forEach((spy) => spy.mockRestore());
}

describe('SideScroll', () => {
  it('shows a scrollbar stuck to the bottom of the window that moves with the content both ways', () => {
    const restore = withWidths(2000, 800);
    const { container } = render(
      <SideScroll>
        <div>wide content</div>
      </SideScroll>,
    );
    restore();
    const box = container.querySelector<HTMLElement>('[data-side-scroll]')!;
    const bar = container.querySelector<HTMLElement>('[data-side-scrollbar]')!;
    expect(bar.style.position).toBe('sticky');
    expect(bar.style.bottom).toBe('0px');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('2000px');

    bar.scrollLeft = 300;
    fireEvent.scroll(bar);
    expect(box.scrollLeft).toBe(300);

    box.scrollLeft = 120;
    fireEvent.scroll(box);
    expect(bar.scrollLeft).toBe(120);
  });

  it('shows no scrollbar while the content fits', () => {
    const restore = withWidths(800, 800);
    const { container } = render(
      <SideScroll>
        <div>narrow content</div>
      </SideScroll>,
    );
    restore();
    expect(container.querySelector('[data-side-scrollbar]')).toBeNull();
  });
});
