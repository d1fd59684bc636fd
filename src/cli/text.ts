// Text from outside (a typed line, a file, a flag) as the terminal may show it: control characters escaped,
// so an echoed escape sequence is read, not obeyed (`\x1b]0;…\x07` would retitle the terminal).

/**
 * C0 controls but tab and newline, DEL, C1 controls, the bidirectional and invisible format characters (which
 * can reorder or hide what follows), the line and paragraph separators, and lone surrogates.
 */
const UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The text with each unsafe character shown as an escape: `\x1b`, `\u202e`. Linear in the text. */
export function printable(text: string): string {
  return text.replace(UNSAFE, (ch) => {
    const code = ch.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
