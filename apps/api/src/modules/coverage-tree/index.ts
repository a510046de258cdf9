/** The coverage-tree module's public surface: what other modules and the server use (docs/adr/014). */
export { routes } from './routes';
export { buildCoverageTree, type CoverageTreeNode, type TreeFile } from './tree';
