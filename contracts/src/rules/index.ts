export * from './text';
export * from './issues';
