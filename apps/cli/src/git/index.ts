export * from './git';
export * from './remote';
