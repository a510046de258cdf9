// The SDL files of the schema, one per area, in the order they are joined: `base.graphql` (roots, shared types,
// errors) first, then the areas by name, each extending the roots and the types it adds fields to.
const fs = require('node:fs');
const path = require('node:path');

const dir = path.join(__dirname, '../src/schema');

function schemaFiles() {
  const areas = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.graphql') && name !== 'base.graphql')
    .sort();
  return ['base.graphql', ...areas].map((name) => path.join(dir, name));
}

/** The whole SDL as one string, comments included. */
function joinedSchema() {
  return schemaFiles()
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n');
}

module.exports = { schemaFiles, joinedSchema };
