/**
 * A multipart/form-data request with one file in `field`, as the console's upload widgets and the
 * Excel import send it: the body and the headers (the caller's token beside the content type).
 */
export function multipart(
  auth: Record<string, string>,
  field: string,
  filename: string,
  body: Buffer,
  type = 'image/png',
) {
  const boundary = '----shoptest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
