import { screen, within } from '@testing-library/react';
import { expectConformance, renderWithTheme } from '../testing';
import { GuideSteps, type GuideStep } from './guide-steps';

const steps: GuideStep[] = [
  { title: 'Install the plugin', body: <p>npm install</p> },
  { title: 'Commit and push', body: <p>git push</p> },
];

describe('GuideSteps', () => {
  it('is conformant', async () => {
    await expectConformance(() => <GuideSteps steps={steps} label="Set-up steps" />);
  });

  it('numbers the steps in a named ordered list', () => {
    renderWithTheme(<GuideSteps steps={steps} label="Set-up steps" />);
    const list = screen.getByRole('list', { name: 'Set-up steps' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Step 1: Install the plugin', 'Step 2: Commit and push']);
  });
});
