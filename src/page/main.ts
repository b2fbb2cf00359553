// The report page's script: shows the report embedded in the page, or, served, the API's.
import { byId } from './dom.js';
import { readPayload } from './payload.js';
import { ReportView } from './report.js';
import { startServed } from './served.js';

const root = document.documentElement;
const view = new ReportView();
const data = document.getElementById('report-data');
if (data) {
  Promise.resolve()
    .then(() => view.show(readPayload(JSON.parse(data.textContent ?? ''))))
    .then(() => void (root.dataset.state = 'ready'))
    .catch((err: Error) => {
      byId('status').textContent = `This report cannot be shown: ${err.message}`;
      root.dataset.state = 'error';
    });
} else startServed(view, root.dataset.api);
