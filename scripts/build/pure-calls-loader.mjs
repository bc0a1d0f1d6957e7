// Lets the bundler drop what React Router's production build holds but nothing here imports (<Form>,
// framework-mode prefetching, server components, ScrollRestoration; ~1.7 KB gzip of every first load): it ships
// them in one module, created by unannotated module-level calls (`var Form = React.forwardRef(…)`) and followed
// by `Form.displayName = "Form"`, either of which counts as a side effect that keeps the component and all it
// references. The calls are marked `/* @__PURE__ */`, as libraries' own builds usually do, and the production
// build's displayName assignments (names for React DevTools) are dropped.
export default function annotatePureCalls(source) {
  return source
    .replace(
      /^(var [A-Za-z0-9_$]+ = )((?:React\d*\.(?:forwardRef|memo|createContext))|Symbol)\(/gm,
      '$1/* @__PURE__ */ $2(',
    )
    .replace(/^[A-Za-z0-9_$]+\.displayName = "[^"\n]*";$/gm, '');
}
