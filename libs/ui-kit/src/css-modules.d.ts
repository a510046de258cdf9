// Style imports (bundled by rspack, stubbed in Jest): plain side-effect imports and CSS modules.
// rspack exports each class as a named export: `import * as classes from './x.module.css'`.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export = classes;
}
declare module '*.css';
