// Side-effect style imports (bundled by rspack, stubbed in Jest).
declare module '*.css';
