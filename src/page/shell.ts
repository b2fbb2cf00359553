// The report page's markup, the same for every report: the script fills it in from the data (or,
// served, from the API). It holds no name from any analysis, so nothing here needs escaping.
export const SHELL = `<header class="top">
<h1 id="title">Token report</h1>
<form id="query" class="query" hidden>
<label>Folder <input id="query-path" type="text" value="." autocomplete="off" spellcheck="false"></label>
<label class="check"><input id="query-methods" type="checkbox"> Methods</label>
<button type="submit">Refresh</button>
</form>
<p id="status" class="status" role="status"></p>
<dl id="totals" class="totals"></dl>
<p id="counting" class="counting"></p>
</header>
<main id="report">
<section class="panel" aria-labelledby="map-heading">
<div class="bar">
<h2 id="map-heading">Where the tokens go</h2>
<fieldset id="metric" class="metric"><legend>Size by</legend>
<label><input type="radio" name="metric" value="tokens" checked> tokens</label>
<label><input type="radio" name="metric" value="lines"> lines</label>
</fieldset>
</div>
<nav id="crumbs" class="crumbs" aria-label="Treemap location"></nav>
<ul id="legend" class="legend" aria-label="Colour by language"></ul>
<div id="map" class="map" role="group" aria-roledescription="treemap" aria-describedby="map-help"></div>
<p id="map-now" class="sr-only" aria-live="polite"></p>
<p id="map-help" class="help">Click a folder, or focus one with Tab and the arrow keys and press Enter, to zoom in; the path above, Escape or Backspace zoom out.</p>
</section>
<section class="panel" aria-labelledby="languages-heading">
<h2 id="languages-heading">Tokens by language</h2>
<div class="scroll-x"><table id="languages" class="numbers"><thead><tr><th scope="col">Language</th><th scope="col">Files</th><th scope="col">Lines</th><th scope="col">Tokens</th><th scope="col">Share</th></tr></thead><tbody></tbody></table></div>
</section>
<section class="panel" aria-labelledby="files-heading">
<div class="bar">
<h2 id="files-heading">Files</h2>
<label class="filter">Filter <input id="filter" type="search" autocomplete="off" spellcheck="false" placeholder="path or language"></label>
</div>
<p id="shown" class="shown" aria-live="polite"></p>
<div class="scroll" tabindex="0" role="region" aria-label="Files, scrollable"><div id="files" class="grid" role="table" aria-labelledby="files-heading"><div class="grid-head" role="rowgroup"><div class="row" role="row"></div></div><div class="grid-body" role="rowgroup"></div></div></div>
</section>
<section id="skipped" class="panel" aria-labelledby="skipped-heading" hidden>
<h2 id="skipped-heading">Skipped files</h2>
<ul id="skipped-list" class="skipped"></ul>
</section>
</main>
<div id="tip" class="tip" role="tooltip" hidden></div>
`;
