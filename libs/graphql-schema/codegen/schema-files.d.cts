/** The SDL files of the schema in the order they are joined (see schema-files.cjs). */
export function schemaFiles(): string[];
/** The whole SDL as one string, comments included. */
export function joinedSchema(): string;
