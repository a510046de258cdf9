import { computedName } from './computed-name';

describe('computedName', () => {
  const test = { classname: 'pkg.Class', name: 'does a thing', filename: null };

  it('names jest tests by their name (jest-junit puts the describe path in it)', () => {
    expect(computedName('jest', { ...test, classname: 'calculator adds', name: ' calculator adds ' })).toBe(
      'calculator adds',
    );
  });

  it('names vitest tests as file > describe > test', () => {
    expect(computedName('vitest', { ...test, classname: 'src/a.test.ts', name: 'math > adds' })).toBe(
      'src/a.test.ts > math > adds',
    );
  });

  it('names node test runner tests by their describe path', () => {
    expect(computedName('node', { ...test, suites: ['math', 'inner'], name: 'fails' })).toBe(
      'math > inner > fails',
    );
    expect(computedName('node', { ...test, classname: 'test', name: 'top level' })).toBe('top level');
  });

  it('names phpunit, go and unknown runners classname::name', () => {
    expect(computedName('phpunit', { ...test, classname: 'Tests.Unit.CalcTest', name: 'testAdd' })).toBe(
      'Tests.Unit.CalcTest::testAdd',
    );
    expect(computedName('go', { ...test, classname: 'example.com/calc', name: 'TestAdd/sub' })).toBe(
      'example.com/calc::TestAdd/sub',
    );
    expect(computedName(null, test)).toBe('pkg.Class::does a thing');
    expect(computedName(null, { ...test, classname: '' })).toBe('does a thing');
  });

  it('names pytest tests by node id from the file attribute', () => {
    const calc = { classname: 'tests.test_calc.TestCalc', name: 'test_add' };
    expect(computedName('pytest', { ...calc, filename: 'tests/test_calc.py' })).toBe(
      'tests/test_calc.py::TestCalc::test_add',
    );
    expect(
      computedName('pytest', { ...calc, classname: 'tests.test_calc', filename: 'tests/test_calc.py' }),
    ).toBe('tests/test_calc.py::test_add');
    expect(computedName('pytest', { ...calc, classname: 'a.b.C.D', filename: 'b.py' })).toBe(
      'b.py::b::C::D::test_add',
    );
    expect(computedName('pytest', { ...calc, filename: 'tests\\test_calc.py' })).toBe(
      'tests/test_calc.py::TestCalc::test_add',
    );
    expect(computedName('pytest', { ...calc, filename: null })).toBe('tests.test_calc.TestCalc::test_add');
  });
});
