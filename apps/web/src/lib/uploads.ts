import { uploadCalls, type UploadType, type HosId } from '@portal/shared';
import { callApi } from './api-client.ts';

/** uploadOssFile: the files under `fileList`, multipart; resolves to their stored paths. */
export function uploadFiles(
  hosId: HosId,
  bizType: UploadType,
  files: readonly Blob[],
  names: readonly string[],
): Promise<string[]> {
  const form = new FormData();
  files.forEach((file, i) => form.append(uploadCalls.uploadOssFile.form.files, file, names[i]));
  return callApi(uploadCalls.uploadOssFile, { query: { hosId, bizType }, formData: form });
}

/** getOssPrivateResourceUrl: short-lived URLs (a few minutes) to show the user's own stored files. */
export async function privateUrls(
  hosId: HosId,
  bizType: UploadType,
  paths: readonly string[],
): Promise<string[]> {
  if (paths.length === 0) return [];
  const answer = await callApi(uploadCalls.getOssPrivateResourceUrl, {
    query: { hosId, bizType },
    body: { urls: paths.map((url) => ({ url })) },
  });
  return answer.map((u) => u.url);
}
