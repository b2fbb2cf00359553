import {
  namedChildren,
  treeSitterUnits
} from "./chunk-MYMOHPVV.js";
import "./chunk-RKDPA7HW.js";
export {
  namedChildren,
  treeSitterUnits
};
