// swc leaves `import.meta` in CommonJS output, which Jest then reports as an ESM error.
// react-router 8 reads import.meta.hot, so rewrite it before swc sees the source.
const { createTransformer } = require('@swc/jest');

const stripImportMeta = (src) => src.replace(/\bimport\.meta\b/g, '({})');

module.exports = {
  createTransformer(options) {
    const inner = createTransformer(options);
    return {
      ...inner,
      process: (src, file, opts) => inner.process(stripImportMeta(src), file, opts),
      processAsync: (src, file, opts) => inner.processAsync(stripImportMeta(src), file, opts),
      getCacheKey: (src, file, opts) => inner.getCacheKey(stripImportMeta(src), file, opts),
    };
  },
};
