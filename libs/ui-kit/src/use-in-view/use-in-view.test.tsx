import { act, render } from '@testing-library/react';
import { expectConformance, mockIntersectionObserver } from '../testing';
import { useInView } from './use-in-view';

function Sentinel({ onVisible, disabled = false }: { onVisible: () => void; disabled?: boolean }) {
  const { ref, inView } = useInView<HTMLDivElement>(onVisible, { disabled });
  return (
    <div ref={ref} data-in-view={inView || undefined}>
      sentinel
    </div>
  );
}

describe('useInView', () => {
  it('is conformant', async () => {
    await expectConformance(() => <Sentinel onVisible={() => undefined} />);
  });

  it('calls back when the element becomes visible, and not while disabled', () => {
    const io = mockIntersectionObserver();
    const onVisible = jest.fn();
    const view = render(<Sentinel onVisible={onVisible} />);
    act(() => io.setIntersecting(true));
    expect(onVisible).toHaveBeenCalledTimes(1);
    expect(view.getByText('sentinel')).toHaveAttribute('data-in-view', 'true');

    view.rerender(<Sentinel onVisible={onVisible} disabled />);
    expect(io.observedCount()).toBe(0);
    act(() => io.setIntersecting(true));
    expect(onVisible).toHaveBeenCalledTimes(1);
    io.restore();
  });
});
