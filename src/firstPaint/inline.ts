// The first paint's script, inlined at the end of index.html's body by the build (vite.config.ts
// `inlineFirstPaint`): it runs as the page is parsed, before the console's scripts have arrived.
import { startFirstPaint } from './paint';

startFirstPaint();
