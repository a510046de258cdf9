// Code generator plugin: emits the SDL source file as a TypeScript string constant, comments included,
// so that the server (and any client that needs the schema) imports it without reading files at run time.
const fs = require('node:fs');
const path = require('node:path');

module.exports = {
  plugin(_schema, _documents, config) {
    if (!config.source) throw new Error('sdl-string-plugin: set config.source to the .graphql file');
    const sdl = fs.readFileSync(path.resolve(config.source), 'utf8');
    return `/** The Canopy GraphQL schema (SDL), generated from ${path.basename(config.source)}. */\nexport const typeDefs = ${JSON.stringify(sdl)};\n`;
  },
};
