export * from './stats/bundle-stats';
export * from './model';
export * from './comparison';
export { bytesReadable, pythonFloat, round2 } from './format/numbers';
export * from './notify';
export * from './insights';
