// The federation runtime checks each shared module's version against the range a container asks for with
// `satisfy` (runtime-core's semver), which rebuilds and runs a dozen regular expressions per call. A first visit
// to / made 52 calls for 10 distinct pairs, ~60 ms of the 4× slowed main thread, most of it inside main.js's one
// long start-up task (bench P3's TBT). The answer depends only on the two strings, so each pair is worked out once,
// and the pairs a first visit makes (a release version against `^x.y.z`, or against `<=x.y.z` and `>x.y.z` when the
// runtime orders two versions) are answered without the parser: those 10 still cost 7-18 ms of main thread per load.
const DECLARATION = 'function satisfy(version, range) {';

/**
 * What runtime-core's `satisfy` answers, for a release version (`1.2.3`) against one release version with a caret or
 * a comparison (`^1.2.3`, `>1.2.3`, `<=1.2.3`, `1.2.3`…). `undefined` for anything else (pre-releases, builds, `x`,
 * `~`, `||`, spaces…), which the runtime's own parser answers. Its source is written into the runtime, so it refers
 * to nothing outside itself.
 */
export function satisfyPlainRange(version, range) {
  if (typeof version !== 'string' || typeof range !== 'string') return undefined;
  const release = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;
  const operator = /^(?:\^|[<>]=?|=)?/.exec(range)[0];
  const wanted = release.exec(range.slice(operator.length));
  const given = release.exec(version);
  // The runtime's parser drops a lone `>=0.0.0` and then matches nothing: its answer is left to it.
  if (!wanted || !given || (operator === '>=' && wanted[0] === '0.0.0')) return undefined;
  const [major, minor, patch] = wanted.slice(1).map(Number);
  const [givenMajor, givenMinor, givenPatch] = given.slice(1).map(Number);
  const order = givenMajor - major || givenMinor - minor || givenPatch - patch;
  if (operator === '' || operator === '=') return order === 0;
  if (operator === '<') return order < 0;
  if (operator === '<=') return order <= 0;
  if (operator === '>') return order > 0;
  if (operator === '>=') return order >= 0;
  // A caret allows what the first non-zero part does not break: ^1.2.3 is <2.0.0, ^0.2.3 <0.3.0, ^0.0.3 only 0.0.3.
  if (order < 0) return false;
  if (major > 0) return givenMajor === major;
  if (minor > 0) return givenMajor === 0 && givenMinor === minor;
  return order === 0;
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
      satisfyPlainRange.toString(),
      'function satisfy(version, range) {',
      '\tconst key = `${version}\\n${range}`;',
      '\tlet answer = satisfied.get(key);',
      '\tif (answer === undefined)',
      '\t\tsatisfied.set(key, (answer = satisfyPlainRange(version, range) ?? satisfyOnce(version, range)));',
      '\treturn answer;',
      '}',
      'function satisfyOnce(version, range) {',
    ].join('\n'),
  );
}
