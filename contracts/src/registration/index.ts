export * from './states';
export * from './limits';
