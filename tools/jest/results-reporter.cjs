// Writes each project's counts to CANOPY_TEST_RESULTS_DIR so the test command can print one total.
const fs = require('node:fs');
const path = require('node:path');

class ResultsReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const dir = process.env.CANOPY_TEST_RESULTS_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    const name = path.relative(path.join(__dirname, '../..'), this.rootDir).replace(/[\\/]/g, '-') || 'root';
    fs.writeFileSync(
      path.join(dir, `jest-${name}.json`),
      JSON.stringify({
        suite: `jest ${name}`,
        passed: results.numPassedTests,
        failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
        skipped: results.numPendingTests + results.numTodoTests,
      }),
    );
  }
}

module.exports = ResultsReporter;
