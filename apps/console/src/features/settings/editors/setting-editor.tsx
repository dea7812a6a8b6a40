import type { HosId } from '@portal/shared';
import type { SettingKind } from '@portal/shared/console';
import { CaptionsEditor } from './captions-editor.tsx';
import { ConfigEditor } from './config-editor.tsx';
import { FactsEditor } from './facts-editor.tsx';
import { FunctionsEditor } from './functions-editor.tsx';
import { ThemeEditor } from './theme-editor.tsx';
import { TipsEditor } from './tips-editor.tsx';

export interface EditorProps<T> {
  value: T;
  onChange: (next: T) => void;
  readOnly: boolean;
}

/** The editor of one kind of setting; each keeps the fields it does not show as it found them. */
export function SettingEditor({
  kind,
  value,
  onChange,
  readOnly,
  hosId,
  tipIndex,
  onTipIndex,
}: EditorProps<unknown> & {
  kind: SettingKind;
  hosId: HosId;
  tipIndex: number;
  onTipIndex: (index: number) => void;
}) {
  // Each editor is typed on its own document; the page holds the draft as the server sent it.
  const props = { value: value as never, onChange, readOnly };
  switch (kind) {
    case 'facts':
      return <FactsEditor {...props} hosId={hosId} />;
    case 'theme':
      return <ThemeEditor {...props} />;
    case 'functions':
      return <FunctionsEditor {...props} />;
    case 'config':
      return <ConfigEditor {...props} />;
    case 'tips':
      return <TipsEditor {...props} selected={tipIndex} onSelect={onTipIndex} />;
    case 'captions':
      return <CaptionsEditor {...props} />;
  }
}
