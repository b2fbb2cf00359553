#!/usr/bin/env node
import {
  namedChildren,
  treeSitterUnits
} from "./chunk-POROXDRF.js";
import "./chunk-DXYZEUXX.js";
export {
  namedChildren,
  treeSitterUnits
};
