import { byId } from './dom.js';
import { readPayload } from './payload.js';
import type { ReportView } from './report.js';

/**
 * Served mode (`analyzer serve`, GET /): the page has no data of its own; it asks the API on its
 * own origin, `POST <api>/analyze` with `{ path, methodLevel }`, and shows the `data` of the
 * answer. The folder field and the Methods box change the request; Refresh sends it again.
 */
export function startServed(view: ReportView, api: string | undefined): void {
  const form = byId<HTMLFormElement>('query');
  const status = byId('status');
  const state = (s: string) => (document.documentElement.dataset.state = s);
  // A path on this origin only: the page's policy allows no other, and this says why.
  if (api === undefined || !/^\/(?![/\\])/.test(api)) {
    status.textContent = 'This page holds no report, and no API on this server to ask for one.';
    state('error');
    return;
  }
  form.hidden = false;
  const path = byId<HTMLInputElement>('query-path');
  const methods = byId<HTMLInputElement>('query-methods');
  const button = form.querySelector('button')!;

  async function load(): Promise<void> {
    const folder = path.value.trim() || '.';
    button.disabled = true;
    state('loading');
    status.textContent = `Analysing ${folder}…`;
    try {
      const response = await fetch(`${api!.replace(/\/+$/, '')}/analyze`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: folder, methodLevel: methods.checked }),
        credentials: 'same-origin',
      });
      const body = await response.json().catch(() => undefined);
      if (!response.ok || body?.success !== true) throw new Error(apiError(body, response));
      const payload = readPayload({ name: folder, counting: body.counting, result: body.data });
      status.textContent = `Analysed ${folder} at ${new Date().toLocaleTimeString()}.`;
      await view.show(payload);
      state('ready');
    } catch (err) {
      status.textContent = `Could not analyse ${folder}: ${(err as Error).message}`;
      state('error');
    } finally {
      button.disabled = false;
    }
  }

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void load();
  });
  void load();
}

// The API's error object ({ success: false, error: { code, message, details } }), or the status.
function apiError(body: { error?: { message?: unknown; details?: unknown } } | undefined, response: Response): string {
  const message = typeof body?.error?.message === 'string' ? body.error.message : `the server answered ${response.status} ${response.statusText}`.trim();
  return typeof body?.error?.details === 'string' ? `${message} (${body.error.details})` : message;
}
