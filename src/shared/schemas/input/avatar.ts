/**
 * Multipart avatar upload: one image in the field `file` (its size limit is checked by the route, as a
 * 413). Apart from players.ts: the client sends the file as it is and never checks it with a schema.
 */
import * as v from 'valibot';

export const AvatarUploadSchema = v.object({ file: v.file('file is required: send the image in the form field "file"') });
