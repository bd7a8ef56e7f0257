/** The types of ./layers.mjs, for the tests that probe it (tests/unit/layers.test.ts). */
export declare const LAYERS: Record<string, string[]>;
export declare const layersRule: unknown;
export declare const layersPlugin: { rules: Record<string, unknown> };
