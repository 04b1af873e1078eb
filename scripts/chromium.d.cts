/** Types of chromium.cjs. */
import type { Browser } from 'playwright-core';

export declare const CHROMIUM_ARGS: string[];
export declare function chromiumPath(): string;
export declare function chromiumExecutable(): string;
export declare function launchChromium(): Promise<Browser>;
