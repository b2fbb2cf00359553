import {
  namedChildren,
  treeSitterUnits
} from "./chunk-TG7I2OJ2.js";
import "./chunk-INNWRZOZ.js";
export {
  namedChildren,
  treeSitterUnits
};
