declare module 'jest-axe' {
  interface AxeViolationNode {
    html: string;
    failureSummary?: string;
  }
  interface AxeViolation {
    id: string;
    impact?: string | null;
    help: string;
    helpUrl: string;
    nodes: AxeViolationNode[];
  }
  interface AxeResults {
    violations: AxeViolation[];
  }
  type AxeRunner = (html: Element | string, options?: Record<string, unknown>) => Promise<AxeResults>;
  export const axe: AxeRunner;
  export function configureAxe(options?: Record<string, unknown>): AxeRunner;
}
