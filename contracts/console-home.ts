// Where the operations console lives: its dashboard, and the prefix of all its pages. A module of its
// own because the shell (app/root.tsx, shell-rules.ts) needs it to tell a console address, and a chunk
// holds whole modules: importing it from console-paths.ts would put the console's page table into
// every public page's shell chunk.
export const CONSOLE_HOME = '/admin';
