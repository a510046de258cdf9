import { act, screen } from '@testing-library/react';
import { renderRoute } from '@canopy/ui-kit/testing';
import { useUrlParams } from './use-url-params';

const defaults = { flags: [] as readonly string[], components: [] as readonly string[], search: '' };

let setParams: ReturnType<typeof useUrlParams<typeof defaults>>[1] = () => undefined;

function Probe() {
  const [values, update] = useUrlParams(defaults);
  setParams = update;
  return <output data-testid="values">{JSON.stringify(values)}</output>;
}

function renderAt(url: string) {
  return renderRoute(<Probe />, { path: '/page', url });
}

const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Record<string, unknown>;

test('reads a repeated parameter', () => {
  renderAt('/page?flags=unit&flags=api&search=src');
  expect(values()).toEqual({ flags: ['unit', 'api'], components: [], search: 'src' });
});

test.each([
  ['flags[]', '/page?flags[]=unit&flags[]=api'],
  ['flags[0]', '/page?flags%5B0%5D=unit&flags%5B1%5D=api'],
  ['mixed forms', '/page?flags=unit&flags[1]=api'],
])('reads Codecov-style %s as the repeated parameter', (_name, url) => {
  renderAt(url);
  expect(values()).toMatchObject({ flags: ['unit', 'api'], components: [] });
});

test('an alias of one parameter is not read as another, and empty values are left out', () => {
  renderAt('/page?flagsx[]=a&components[]=&components[0]=api&flags[a]=b');
  expect(values()).toMatchObject({ flags: [], components: ['api'] });
});

test('writing keeps the repeated form and drops the aliases it replaces', () => {
  const view = renderAt('/page?flags[]=unit&components[0]=api&search=src');
  act(() => setParams({ flags: ['unit', 'e2e'] }));
  expect(view.location().search).toBe('?components%5B0%5D=api&search=src&flags=unit&flags=e2e');
  act(() => setParams({ components: [] }));
  expect(view.location().search).toBe('?search=src&flags=unit&flags=e2e');
  expect(values()).toEqual({ flags: ['unit', 'e2e'], components: [], search: 'src' });
});
