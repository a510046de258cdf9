// Replaced at build time by curated-share-loader.mjs with a curated re-export of one shared package.
