import { useState } from 'react';
import { Drawer, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type ContentPreview, type HosId, type Language } from '@portal/shared';
import { PreviewFrame } from '../settings/preview-frame.tsx';

/**
 * The settings editors' preview (the patient portal framed, the draft posted to it) for a lecture or a guide section:
 * the portal draws the draft with the components patients read it with, in the language chosen here.
 */
export function ContentPreview({
  hosId,
  open,
  onClose,
  draft,
}: {
  hosId: HosId;
  open: boolean;
  onClose: () => void;
  draft: ContentPreview;
}) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<Language>('en-US');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('content.preview.title')}
      size={760}
      destroyOnHidden
    >
      <Segmented
        aria-label={t('content.preview.language')}
        value={lang}
        onChange={(v) => setLang(v as Language)}
        options={LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
        style={{ marginBottom: 12 }}
      />
      {open && <PreviewFrame hosId={hosId} draft={{ ...draft, lang }} reloadKey={0} />}
    </Drawer>
  );
}
