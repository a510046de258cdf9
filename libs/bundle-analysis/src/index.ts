export * from './stats/bundle-stats';
