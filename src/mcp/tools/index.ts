import { analyzeTool } from './analyze.js';
import { countTokensTool } from './countTokens.js';
import type { Tool } from './tool.js';

export type { Tool, ToolAnswer, ToolContext } from './tool.js';

// Every tool the server lists, in the order it lists them. A tool is a module of its own that
// maps its checked input to the library's functions (see tool.ts); adding one is adding it here.
export const TOOLS: readonly Tool[] = [analyzeTool, countTokensTool];
