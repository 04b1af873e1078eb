/** The version this build of the remote was published as (webpack DefinePlugin, scripts/webpack/federation.cjs). */
declare const __REMOTE_VERSION__: string;
