/** Served by the showcase server as generated PNGs at whatever width the render URL asks for. */
export const storageImage = (name: string) => `/storage/v1/object/public/images/showcase/${name}.png`;
