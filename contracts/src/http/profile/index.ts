/** The caregiver's profile: the general profile, the six sections and the avatar (contracts of api/src/modules/profile). */
export * from './sections';
export * from './general';
export * from './ktp';
export * from './education';
export * from './family';
export * from './additional-info';
export * from './quiz';
export * from './essay';
export * from './routes';
export * from './examples';
