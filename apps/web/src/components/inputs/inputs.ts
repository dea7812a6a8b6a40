/**
 * antd's text and password inputs without the rest of its Input family. `import { Input } from 'antd'` brings
 * Input.TextArea, Search, OTP and Group with it (~9 kB gzip); the landing pages (department search, sign-in) use
 * only these two, so they import them from here. A page that needs another member imports antd's Input.
 */
export { default as TextInput } from 'antd/es/input/Input';
export { default as PasswordInput } from 'antd/es/input/Password';
/** Space.Compact alone (an input joined to its button) without Space and its Addon: `Space.Compact` brings them. */
export { default as Compact } from 'antd/es/space/Compact';
/** Tag.CheckableTag alone, without Tag's preset and status colours and the tag group. */
export { default as CheckableTag } from 'antd/es/tag/CheckableTag';
