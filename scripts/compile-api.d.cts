/** Types of compile-api.cjs. */
export declare function compileApi(): number;
