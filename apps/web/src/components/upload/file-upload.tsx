import { useState } from 'react';
import { Upload, type UploadFile, type UploadProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  acceptOf,
  checkUploadFiles,
  UPLOAD_LIMITS,
  type UploadType,
  type HosId,
} from '@portal/shared';
import { errorText } from '../../lib/error-text.ts';
import { fieldLabel } from '../../lib/form-rules.ts';
import { uploadFiles } from '../../lib/uploads.ts';

/**
 * The thumbnail of a chosen file as a data: URL. antd's default draws it from a blob: URL, which the portal's CSP
 * (img-src 'self' data:) rightly refuses; reading the file is as cheap and needs no wider policy.
 */
function asDataUrl(file: File | Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

export interface FileUploadProps {
  hosId: HosId;
  bizType: UploadType;
  /** The stored paths of the files uploaded so far (a form field's value). */
  value?: string[];
  onChange?: (paths: string[]) => void;
  /** The add button's caption. */
  addLabel: string;
  testId?: string;
}

/**
 * The browser's half of the upload rules: each chosen file is checked by the shared upload rule for
 * its bizType (count C005, size C006, extension UPLOAD001) before anything is sent; the server checks again and sniffs
 * the content. Each file is uploaded on its own as soon as it is chosen; the value is the stored paths, in order.
 * Thumbnails come from the browser's own copy, so nothing is read back from the server to show them.
 */
export function FileUpload({
  hosId,
  bizType,
  value = [],
  onChange,
  addLabel,
  testId,
}: FileUploadProps) {
  const { t } = useTranslation();
  const [files, setFiles] = useState<UploadFile<string[]>[]>([]);
  // Why the last file was refused (in the browser or by the server), shown under the list until the next choice.
  const [refusal, setRefusal] = useState<string | null>(null);
  const { maxCount } = UPLOAD_LIMITS[bizType];
  const pathsOf = (list: UploadFile<string[]>[]) =>
    list.flatMap((f) => (f.status === 'done' && f.response ? f.response : []));

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const others = files.filter((f) => f.status !== 'error' && f.uid !== file.uid).length;
    const issue = checkUploadFiles(bizType, [{ name: file.name, size: file.size }], others);
    if (!issue) {
      setRefusal(null);
      return true;
    }
    const params = {
      ...issue.params,
      ...('field' in issue.params ? { field: fieldLabel(String(issue.params.field)) } : {}),
    };
    setRefusal(t(issue.messageKey, params));
    return Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const blob = file as File;
    uploadFiles(hosId, bizType, [blob], [blob.name]).then(
      (paths) => onSuccess?.(paths),
      (err: unknown) => {
        setRefusal(errorText(err));
        onError?.(err instanceof Error ? err : new Error(String(err)));
      },
    );
  };

  const handleChange: UploadProps<string[]>['onChange'] = ({ fileList }) => {
    // A failed upload leaves the list: nothing of it was stored (the server keeps no orphan).
    const kept = fileList.filter((f) => f.status !== 'error');
    setFiles(kept);
    const paths = pathsOf(kept);
    if (paths.join() !== value.join()) onChange?.(paths);
  };

  return (
    <>
      <Upload<string[]>
        previewFile={asDataUrl}
        listType="picture-card"
        accept={acceptOf(bizType)}
        multiple={maxCount > 1}
        fileList={files}
        data-testid={testId}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={handleChange}
        showUploadList={{ showPreviewIcon: false }}
      >
        {files.length >= maxCount ? null : (
          <button type="button" className="file-upload__add">
            <PlusOutlined aria-hidden />
            <span>{addLabel}</span>
          </button>
        )}
      </Upload>
      {refusal ? (
        <div
          role="alert"
          className="file-upload__refusal"
          data-testid={testId && `${testId}-refusal`}
        >
          {refusal}
        </div>
      ) : null}
    </>
  );
}
