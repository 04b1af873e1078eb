/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
    // The mail layout (modules/mail/layout.tsx) is JSX rendered by react-dom/server.
    '^.+\\.tsx$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
    // ESM-only dependencies (kysely 0.29, content-disposition 3 under @fastify/static; openid-client, oauth4webapi, jose and oidc-provider
    // of Google sign-in): Node 22+ loads them with require(), jest's own module system does not, so jest gets them compiled to CommonJS.
    '^.+\\.js$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // (the innermost node_modules decides: @fastify/static keeps its own content-disposition)
  transformIgnorePatterns: ['/node_modules/(?!.*/node_modules/)(?!(?:kysely|content-disposition|openid-client|oauth4webapi|jose|oidc-provider)/)'],
  // The contracts package as source (its dist/ is what `node dist/server.js` loads).
  moduleNameMapper: { '^contracts$': '<rootDir>/../contracts/src/index.ts' },
  testTimeout: 30000,
};
