/** Real, tiny documents (the server checks the bytes, not the names): the API test kit's samples. */
export { PDF_BYTES, PNG_BYTES } from '../../apps/server/src/test/files';
export { pngImage } from '../../apps/server/src/test/images';
