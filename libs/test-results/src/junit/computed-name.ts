import type { TestFramework } from '../types';

export interface NamedTestCase {
  classname: string;
  name: string;
  /** The `file` attribute, when the runner writes one. */
  filename: string | null;
  /** Names of the enclosing named suites, outermost first (node's runner writes describes as suites). */
  suites?: readonly string[];
}

/**
 * The name people read for a test, the way its runner prints it: jest and node's runner put the
 * describe path in the name already (node's as suites); vitest as `file > describe > test`; pytest
 * as a node id `path/to/test_x.py::Class::test`; everyone else as `classname::name`.
 */
export function computedName(framework: TestFramework, test: NamedTestCase): string {
  return runnerName(framework, test).trim();
}

function runnerName(framework: TestFramework, test: NamedTestCase): string {
  const { classname, name } = test;
  switch (framework) {
    case 'jest':
      return name;
    case 'node': {
      const suites = test.suites ?? [];
      return suites.length > 0 ? `${suites.join(' > ')} > ${name}` : name;
    }
    case 'vitest':
      return classname ? `${classname} > ${name}` : name;
    case 'pytest':
      if (test.filename) return pytestNodeId(classname, name, test.filename);
      return joined(classname, name);
    default:
      return joined(classname, name);
  }
}

function joined(classname: string, name: string): string {
  return classname ? `${classname}::${name}` : name;
}

/**
 * `tests.test_calc.TestCalc` in `tests/test_calc.py` is `tests/test_calc.py::TestCalc`: the dotted
 * classname's first components spell the file's path, the rest are classes.
 */
function pytestNodeId(classname: string, name: string, filename: string): string {
  const file = filename.replaceAll('\\', '/');
  const depth = file.split('/').length;
  const classes = classname.split('.').slice(depth).join('::');
  return classes ? `${file}::${classes}::${name}` : `${file}::${name}`;
}
