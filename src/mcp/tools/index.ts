import { analyzeTool } from './analyze.js';
import { checkTool } from './check.js';
import { countTokensTool } from './countTokens.js';
import { diffTool } from './diff.js';
import type { Tool } from './tool.js';

export type { Tool, ToolAnswer, ToolContext } from './tool.js';

// Every tool the server lists, in the order it lists them. A tool is a module of its own (see
// tool.ts): an input schema that checkInput() enforces, then the REST server's checks of the same
// fields (src/server/request.ts), a call into the library, and a compact answer (structured JSON
// and its TOON text); the server around it (../server.ts) knows nothing of what a tool does.
export const TOOLS: readonly Tool[] = [analyzeTool, countTokensTool, diffTool, checkTool];
