/** Initial sun position of the dynamic daytime skybox; day progress runs from 0 to 1. */
export const DEFAULT_DAY_PROGRESS = 0.4;
