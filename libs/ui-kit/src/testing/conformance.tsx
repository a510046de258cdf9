import { createRef, type ReactElement, type Ref } from 'react';
import { act, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { configureAxe } from 'jest-axe';
import { CanopyThemeProvider } from '../canopy-theme-provider/canopy-theme-provider';

// Region/landmark rules judge whole pages, not a component rendered alone.
const axe = configureAxe({ rules: { region: { enabled: false } } });

/** Renders `ui` inside the Canopy theme (test environment: no transitions, no portals). */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  return render(ui, {
    ...options,
    wrapper: ({ children }) => <CanopyThemeProvider env="test">{children}</CanopyThemeProvider>,
  });
}

export interface ConformanceOptions {
  /** When set, the component must forward its `ref` to an element of this class. */
  refType?: { new (): Element; prototype: Element };
  /** Axe rule ids to switch off for this component, each with a reason in the calling test. */
  disabledRules?: string[];
}

/**
 * The shared conformance check every ui-kit component test runs:
 * no axe violations, and (when `refType` is given) the ref reaches the root element.
 */
export async function expectConformance(
  renderUi: (ref: Ref<never>) => ReactElement,
  options: ConformanceOptions = {},
): Promise<RenderResult> {
  const ref = createRef<Element>();
  const result = renderWithTheme(renderUi(ref as Ref<never>));
  // Let effects that settle after mount (floating positions, lazy content) finish before auditing.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const rules = Object.fromEntries((options.disabledRules ?? []).map((id) => [id, { enabled: false }]));
  const { violations } = await axe(result.container, { rules });
  const summary = violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.nodes.map((n) => n.html).join('\n  ')}`,
  );
  expect(summary).toEqual([]);
  if (options.refType) {
    expect(ref.current).toBeInstanceOf(options.refType);
  }
  return result;
}
