// What a terminal shows once a command has written its output: the CLI's prompts draw, move the
// cursor and erase lines (escape sequences), so the text a reader sees is the screen, not the
// bytes. Handles what the prompts of @contember/cli write: colours and cursor visibility (no text),
// carriage return, cursor up/down/column, erase line and erase below.

// eslint-disable-next-line no-control-regex -- terminal escape sequences start with the escape character
const ESCAPE = /\x1b\[([0-9;?]*)([A-Za-z])/y;

export function renderTerminal(raw: string): string {
  const lines: string[] = [''];
  let row = 0;
  let column = 0;
  const write = (char: string) => {
    const line = lines[row]!.padEnd(column);
    lines[row] = line.slice(0, column) + char + line.slice(column + 1);
    column++;
  };
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i]!;
    if (char === '\x1b') {
      ESCAPE.lastIndex = i;
      const match = ESCAPE.exec(raw);
      if (!match) continue;
      i += match[0].length - 1;
      const count = Number.parseInt(match[1] || '1', 10) || 1;
      switch (match[2]) {
        case 'A':
          row = Math.max(0, row - count);
          break;
        case 'B':
          row = Math.min(lines.length - 1, row + count);
          break;
        case 'G':
          column = count - 1;
          break;
        case 'K':
          // 2K: the whole line; K / 0K: from the cursor to the end.
          lines[row] = match[1] === '2' ? '' : lines[row]!.slice(0, column);
          break;
        case 'J':
          lines[row] = lines[row]!.slice(0, column);
          lines.length = row + 1;
          break;
        default:
        // Colours (m), cursor visibility (?25l/h) and the rest change no text.
      }
    } else if (char === '\r') {
      column = 0;
    } else if (char === '\n') {
      row++;
      column = 0;
      if (row === lines.length) lines.push('');
    } else {
      write(char);
    }
  }
  return lines.join('\n');
}
