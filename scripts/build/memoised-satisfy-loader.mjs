// The federation runtime checks each shared module's version against the range a container asks for with
// `satisfy` (runtime-core's semver), which rebuilds and runs a dozen regular expressions per call. A first visit
// to / made 52 calls for 10 distinct pairs, ~60 ms of the 4× slowed main thread, most of it inside main.js's one
// long start-up task (bench P3's TBT). The answer depends only on the two strings, so each pair is worked out once,
// and those a first visit makes (a version against a range naming it) without the parser: the 10 parsed pairs still
// cost 5-30 ms of main thread a load. An answer for any release range was 208 B gzip on every first load; this one is 74 B.
const DECLARATION = 'function satisfy(version, range) {';

/**
 * What runtime-core's `satisfy` answers when the range names the version itself (`^19.3.1`, `<=19.3.1` or `>19.3.1`
 * for 19.3.1): the apps share one release of each package, so those are all the checks a first visit makes. For a
 * release from 1.0.0 (0.x has caret rules of its own) with a caret or a comparison; `undefined` for anything else,
 * which the runtime's own parser answers. Its source is written into the runtime, so it refers to nothing outside
 * itself.
 */
export function satisfySameRelease(version, range) {
  const operator = range.slice(0, -version.length);
  if (
    range.endsWith(version) &&
    /^[1-9]\d*\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/.test(version) &&
    /^(\^|[<>]?=?)$/.test(operator)
  )
    return !/^[<>]$/.test(operator);
}

export default function memoiseSatisfy(source) {
  if (!source.includes(DECLARATION)) {
    // A runtime update that reshaped the module: fail the build rather than silently lose the saving.
    throw new Error(
      `memoised-satisfy-loader: "${DECLARATION}" is not in ${this?.resourcePath ?? 'the module'}`,
    );
  }
  return source.replace(
    DECLARATION,
    [
      'const satisfied = new Map();',
      satisfySameRelease.toString(),
      'function satisfy(version, range) {',
      '\tconst key = `${version}\\n${range}`;',
      '\tlet answer = satisfied.get(key);',
      '\tif (answer === undefined)',
      '\t\tsatisfied.set(key, (answer = satisfySameRelease(version, range) ?? satisfyOnce(version, range)));',
      '\treturn answer;',
      '}',
      'function satisfyOnce(version, range) {',
    ].join('\n'),
  );
}
