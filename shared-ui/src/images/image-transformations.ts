// Supabase's Free plan has no image transformations (hosted Storage answers the render endpoint 403), so pictures
// are drawn from the variants stored beside them. A deployment on a plan with transformations turns the render
// path back on with `"imageTransformations": true` in its runtime config (/app-config.json). The shell sets it once
// at start and waits for it: the render path's code is loaded only where it is on, so on Free no visitor downloads
// it. It lives in shared-ui's main entry, one instance in the page (a shared singleton).

type RenderPath = typeof import('../data/storage/render-url');

let renderPath: RenderPath | null = null;

export async function setImageTransformations(on: boolean): Promise<void> {
  renderPath = on ? await import('../data/storage/render-url') : null;
}

/** The render path, where pictures without variants may be resized on request; null: they are shown as stored. */
export const imageRenderPath = (): RenderPath | null => renderPath;
