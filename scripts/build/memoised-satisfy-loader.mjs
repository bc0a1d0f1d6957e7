// The federation runtime checks each shared module's version against the range a container asks for with
// `satisfy` (runtime-core's semver), which rebuilds and runs a dozen regular expressions per call. A first visit
// to / made 52 calls for 10 distinct pairs, ~60 ms of the 4× slowed main thread, most of it inside main.js's one
// long start-up task (bench P3's TBT). The answer depends only on the two strings, so each pair is worked out once.
const DECLARATION = 'function satisfy(version, range) {';

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
      'function satisfy(version, range) {',
      '\tconst key = `${version}\\n${range}`;',
      '\tlet answer = satisfied.get(key);',
      '\tif (answer === undefined) satisfied.set(key, (answer = satisfyOnce(version, range)));',
      '\treturn answer;',
      '}',
      'function satisfyOnce(version, range) {',
    ].join('\n'),
  );
}
