import pkg from "../package.json";

/**
 * The API's version is the contract's, bumped only on breaking changes to paths, bodies or semantics; the
 * app's version is package.json's and changes with every release. Both are shown by Meta, health and OpenAPI.
 */
export const API_VERSION = "1.0.0";
export const APP_VERSION: string = pkg.version;
