import { editorImageEnvelope } from '@shop/contracts';
import { api } from '@/lib/api-client.ts';

/** POST /editor (multipart photo): an image inside the rich-text description; answers its URL. */
export const uploadEditorImage = async (file: Blob) =>
  (await api.upload('/editor', editorImageEnvelope, { photo: file })).url;
