// Node test-runner reporter: counts results for the test command's summary; prints nothing itself.
import fs from 'node:fs';
import path from 'node:path';

export default async function* resultsReporter(source) {
  const counts = { suite: 'browser suite (e2e)', passed: 0, failed: 0, skipped: 0 };
  for await (const event of source) {
    // Only leaf tests count; suites and files report as tests too, with nesting 0 and children.
    if (event.type === 'test:pass' && event.data.details?.type !== 'suite') {
      if (event.data.skip || event.data.todo) counts.skipped += 1;
      else counts.passed += 1;
    }
    if (event.type === 'test:fail' && event.data.details?.type !== 'suite') counts.failed += 1;
  }
  const dir = process.env.CANOPY_TEST_RESULTS_DIR;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'e2e.json'), JSON.stringify(counts));
  }
  yield '';
}
