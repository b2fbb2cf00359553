// The entry point the read stage uses; the mapping itself lives in the language table.
export { detectLanguage } from './table.js';
