// Supabase's Free plan has no image transformations (hosted Storage answers the render endpoint 403), so pictures
// are drawn from the variants stored beside them. A deployment on a plan with transformations turns the render
// path back on with `"imageTransformations": true` in its runtime config (/app-config.json); the shell sets it
// once at start. It lives in shared-ui's main entry, one instance in the page (a shared singleton).

let enabled = false;

export function setImageTransformations(on: boolean): void {
  enabled = on;
}

/** Whether pictures without variants may be resized by the render endpoint (else the original is shown). */
export const imageTransformationsEnabled = (): boolean => enabled;
