import { fireEvent, render, renderHook, waitFor } from '@testing-library/react';
import { FIND_LAYER_CHUNK, FindLayer, longestLine } from './find-layer';
import { useIdleValue } from './use-idle-value';

const lines = Array.from({ length: 450 }, (_, index) => `line ${index + 1}`);
const font = { fontFamily: 'monospace', fontSize: 12, lineHeight: '20px' };

function renderLayer() {
  render(
    <div>
      <p>Before</p>
      <FindLayer lines={lines} rowHeight={20} left="10ch" width={12} font={font} />
    </div>,
  );
  return document.querySelector<HTMLElement>('[data-find-layer]')!;
}

describe('FindLayer', () => {
  afterEach(() => window.getSelection()?.removeAllRanges());

  it('holds every line over its row, in blocks the browser lays out only on screen', () => {
    const layer = renderLayer();
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer.style.left).toBe('10ch');
    expect(layer.style.width).toBe('12ch');
    const chunks = [...layer.querySelectorAll<HTMLElement>('[data-find-chunk]')];
    expect(chunks).toHaveLength(Math.ceil(lines.length / FIND_LAYER_CHUNK));
    expect(chunks.map((chunk) => chunk.style.height)).toEqual(['4000px', '4000px', '1000px']);
    expect(chunks[0]!.style.contentVisibility).toBe('auto');
    expect(chunks.map((chunk) => chunk.textContent).join('\n')).toBe(lines.join('\n'));
  });

  it('takes in the left padding of the code column, so a selection can start before the first character', () => {
    render(<FindLayer lines={lines} rowHeight={20} left="10ch" padding="1ch" width={12} font={font} />);
    const layer = document.querySelector<HTMLElement>('[data-find-layer]')!;
    expect(layer.style.left).toBe('10ch');
    expect(layer.style.paddingLeft).toBe('1ch');
    expect(layer.style.width).toBe('calc(13ch)');
  });

  it('copies plain text only', () => {
    const layer = renderLayer();
    const chunk = layer.querySelector('[data-find-chunk]')!;
    const range = document.createRange();
    range.setStart(chunk.firstChild!, 0);
    range.setEnd(chunk.firstChild!, 'line 1\nline 2'.length);
    window.getSelection()!.addRange(range);
    const setData = jest.fn();
    fireEvent.copy(chunk, { clipboardData: { setData } });
    expect(setData).toHaveBeenCalledWith('text/plain', 'line 1\nline 2');
  });

  it('selects the whole text on Ctrl+A when the selection is in it, and leaves other Ctrl+A alone', () => {
    const layer = renderLayer();
    const selection = window.getSelection()!;
    selection.collapse(layer.querySelector('[data-find-chunk]')!.firstChild, 3);
    expect(fireEvent.keyDown(document, { key: 'a', ctrlKey: true })).toBe(false);
    expect(selection.toString()).toContain('line 1\n');
    expect(selection.toString()).toContain('line 450');

    selection.collapse(document.querySelector('p')!.firstChild, 0);
    expect(fireEvent.keyDown(document, { key: 'a', metaKey: true })).toBe(true);
  });

  it('measures the longest line with tabs at width 4', () => {
    expect(longestLine(['ab', '\tx', 'abcd'])).toBe(5);
    expect(longestLine([])).toBe(0);
  });
});

describe('useIdleValue', () => {
  it('computes after the render, once per input', async () => {
    const compute = jest.fn((input: string) => input.length);
    const { result, rerender } = renderHook(({ input }) => useIdleValue(input, compute), {
      initialProps: { input: 'abc' },
    });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe(3));
    rerender({ input: 'abcdef' });
    // A new input never shows the old input's value.
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe(6));
    expect(compute).toHaveBeenCalledTimes(2);
  });
});
