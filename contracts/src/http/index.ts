export * from './envelope';
export * from './health';
export * from './paging';
export * from './catalogue';
export * from './rollout';
export * from './assistant';
