export * from './stats/bundle-stats';
export * from './model';
