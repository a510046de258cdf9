import { validateYamlCommand } from './validate-yaml-command';

test('the validate command posts the codecov.yml to the server with --data-binary', () => {
  expect(validateYamlCommand('https://canopy.example.com')).toBe(
    'curl --data-binary @codecov.yml https://canopy.example.com/validate',
  );
});
