import { screen } from '@testing-library/react';
import { expectConformance, renderWithTheme } from '../testing';
import { LabeledValue } from './labeled-value';

describe('LabeledValue', () => {
  it('is conformant', async () => {
    await expectConformance(
      (ref) => (
        <LabeledValue ref={ref} label="Branch">
          main
        </LabeledValue>
      ),
      {
        refType: HTMLParagraphElement,
      },
    );
  });

  it('shows the label and the value as code', () => {
    const view = renderWithTheme(<LabeledValue label="Branch">All branches</LabeledValue>);
    expect(view.container).toHaveTextContent('Branch: All branches');
    expect(screen.getByText('All branches').tagName).toBe('CODE');
  });
});
