import { addPageTexts } from '../../lib/i18n.ts';
import enUS from './i18n/en-US.json' with { type: 'json' };
import zhCN from './i18n/zh-CN.json' with { type: 'json' };

addPageTexts(enUS, zhCN);
