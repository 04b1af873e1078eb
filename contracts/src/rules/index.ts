export * from './issues';
export * from './salary';
export * from './catalogue-query';
export * from './assistant';
