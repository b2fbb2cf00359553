// src/languages/methods/lines.ts
function lineFinder(text) {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0, hi = starts.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}
function qualify(scope, name) {
  return scope === "" ? name : name === "" ? scope : name.startsWith("[") ? `${scope}${name}` : `${scope}.${name}`;
}

export {
  lineFinder,
  qualify
};
