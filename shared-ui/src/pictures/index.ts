// `shared-ui/pictures`: how a stored picture's renditions are planned, named and described. The admin portal makes
// them when a picture is uploaded; pages read what a row recorded (ResponsiveImage uses the same module).
export * from './picture-plan';
export * from './variant-sources';
export { placeholderDataUrl } from './placeholder-image';
export {
  NAMED_RENDITIONS,
  VARIANT_FORMAT,
  namedObjectName,
  parsePictureMeta,
  pictureMetaColumn,
  renditionUrl,
  variantObjectName,
  type NamedRendition,
} from '../../../supabase/functions/_shared/picture-renditions.ts';
