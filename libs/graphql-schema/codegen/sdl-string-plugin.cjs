// Code generator plugin: emits the SDL files of src/schema/ joined as one TypeScript string constant, comments
// included, so that the server (and any client that needs the schema) imports it without reading files at run time.
const { joinedSchema } = require('./schema-files.cjs');

module.exports = {
  plugin() {
    return `/** The Canopy GraphQL schema (SDL), generated from src/schema/*.graphql. */\nexport const typeDefs = ${JSON.stringify(joinedSchema())};\n`;
  },
};
