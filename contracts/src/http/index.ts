export * from './envelope';
export * from './health';
