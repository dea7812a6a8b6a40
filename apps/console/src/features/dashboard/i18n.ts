import { i18n } from '../../lib/i18n.ts';
import enUS from './i18n/en-US.json' with { type: 'json' };
import zhCN from './i18n/zh-CN.json' with { type: 'json' };

// The dashboard's texts come with its page, not in the console's catalogue: both languages of that catalogue load with
// the sign-in page, whose bundle budget has little room left (apps/console/tooling/bundle-budget.ts).
i18n.addResourceBundle('en-US', 'translation', enUS, true, false);
i18n.addResourceBundle('zh-CN', 'translation', zhCN, true, false);
