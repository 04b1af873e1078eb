export * from './programs';
export * from './jlpt';
export * from './fee-levels';
export * from './facility-types';
export * from './institutes';
export * from './prefectures';
