/** Set at build time (BUILD_MARKER); lets an independent redeploy of this remote be observed. */
declare const __BUILD_MARKER__: string;
