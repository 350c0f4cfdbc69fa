import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PERMISSIONS, decideApiCall } from './permissions';
import { createSandbox, type ScriptHost } from './sandbox';
import { fakeHost } from './testHost';

const sandboxes: { dispose(): void }[] = [];
function sandboxFor(host: ScriptHost, scriptId = 'script-1', stepBudget?: number) {
  const sandbox = createSandbox({
    scriptId,
    host,
    permissions: stepBudget ? { ...DEFAULT_PERMISSIONS, stepBudget } : undefined,
  });
  sandboxes.push(sandbox);
  return sandbox;
}
afterEach(() => {
  for (const sandbox of sandboxes.splice(0)) sandbox.dispose();
});

describe('the AiScript sandbox', () => {
  it('prints what the script says, and knows who runs it', async () => {
    const { host, printed } = fakeHost();
    const failure = await sandboxFor(host).run('<: `hi {USER_NAME} {1 + 1}`\n<: [1, 2]\n<: Mk:nyaize("na")');
    expect(failure).toBeNull();
    expect(printed).toEqual(['hi Alice 2', '[ 1, 2 ]', 'nya']);
  });

  it('reports a syntax error and a runtime error as failures', async () => {
    const { host, failures } = fakeHost();
    expect(await sandboxFor(host).run('<: (')).toMatchObject({ kind: 'syntax' });
    expect(await sandboxFor(host).run('Core:abort("boom")')).toMatchObject({ kind: 'runtime' });
    expect(failures.map((failure) => failure.kind)).toEqual(['syntax', 'runtime']);
  });

  it('shows Mk:dialog through the host and returns the answer of Mk:confirm', async () => {
    const confirm = vi.fn(async () => false);
    const { host, printed } = fakeHost({ confirm });
    await sandboxFor(host).run('Mk:dialog("Title", "Body" "success")\n<: Mk:confirm("Sure?", "Really")');
    expect(host.dialog).toHaveBeenCalledWith('Title', 'Body', 'success');
    expect(confirm).toHaveBeenCalledWith('Sure?', 'Really', 'question');
    expect(printed).toEqual(['false']);
  });

  it('asks before an Mk:api call that writes, and not before one that reads', async () => {
    const consentToApi = vi.fn(async () => false);
    const callApi = vi.fn(async (endpoint: string) => (endpoint === 'meta' ? { name: 'Shiori' } : {}));
    const { host, printed } = fakeHost({ consentToApi, callApi });
    await sandboxFor(host).run(
      [
        'let m = Mk:api("meta", {})',
        '<: m.name',
        'let r = Mk:api("notes/create", { text: "hello" })',
        '<: Core:type(r)',
      ].join('\n'),
    );
    expect(consentToApi).toHaveBeenCalledTimes(1);
    expect(consentToApi).toHaveBeenCalledWith('notes/create', { text: 'hello' });
    // Refused by the user: the write is never sent, the script gets an error value.
    expect(callApi.mock.calls.map(([endpoint]) => endpoint)).toEqual(['meta']);
    expect(printed).toEqual(['Shiori', 'error']);

    consentToApi.mockResolvedValue(true);
    await sandboxFor(host).run('Mk:api("notes/create", { text: "hello" })');
    expect(callApi).toHaveBeenLastCalledWith('notes/create', { text: 'hello' }, null);
  });

  it('refuses endpoints kept to the web client, and treats unknown ones as writes', async () => {
    expect(decideApiCall('i/delete-account', DEFAULT_PERMISSIONS)).toBe('deny');
    expect(decideApiCall('notes/timeline', DEFAULT_PERMISSIONS)).toBe('allow');
    expect(decideApiCall('some/new-endpoint', DEFAULT_PERMISSIONS)).toBe('ask');
    expect(decideApiCall('notes/create', { ...DEFAULT_PERMISSIONS, granted: ['write:notes'] })).toBe('allow');
    expect(decideApiCall('https://evil.example/api', DEFAULT_PERMISSIONS)).toBe('deny');
    const { host, failures } = fakeHost();
    await sandboxFor(host).run('Mk:api("i/delete-account", { password: "x" })');
    expect(host.callApi).not.toHaveBeenCalled();
    expect(host.consentToApi).not.toHaveBeenCalled();
    expect(failures[0]?.message).toContain('i/delete-account');
  });

  it('asks the host for a readline answer', async () => {
    const readline = vi.fn(async () => 'Bob');
    const { host, printed } = fakeHost({ readline });
    await sandboxFor(host).run('let name = readline("Who?")\n<: `Hi {name}`');
    expect(readline).toHaveBeenCalledWith('Who?');
    expect(printed).toEqual(['Hi Bob']);
  });

  it('keeps Mk:save values per script across runs', async () => {
    const { host, printed } = fakeHost();
    await sandboxFor(host, 'a').run('Mk:save("count", { n: 3, list: ["x"] })');
    await sandboxFor(host, 'b').run('<: Mk:load("count")');
    await sandboxFor(host, 'a').run('let v = Mk:load("count")\n<: v.n\n<: v.list[0]');
    expect(printed).toEqual(['null', '3', 'x']);
  });

  it('stops a loop with no end after its step budget, with a message, without blocking the event loop', async () => {
    const { host, failures } = fakeHost();
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 1);
    const failure = await sandboxFor(host).run('var n = 0\nloop { n += 1 }');
    clearInterval(ticker);
    expect(failure).toEqual({
      kind: 'budget',
      message: 'stopped after 100,000 steps',
      position: { line: 2, column: expect.any(Number) },
    });
    expect(failures).toEqual([failure]);
    // Timers kept firing while it ran: the interpreter yields, so a tab would stay responsive.
    expect(ticks).toBeGreaterThan(10);
  }, 30_000);

  it('ends a loop with no end when disposed, and the event loop goes on (Stop froze the tab)', async () => {
    const { host, failures } = fakeHost();
    const sandbox = sandboxFor(host);
    const run = sandbox.run('loop { var spin = 1 }');
    await new Promise((resolve) => setTimeout(resolve, 20));
    sandbox.dispose();
    // Before the fix no timer fired again: this wait never ended and held the worker for good.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await run).toBeNull();
    expect(failures).toEqual([]);
  });

  it('stops a runaway button function too, and the next press runs again', async () => {
    const { host, failures, printed } = fakeHost();
    const sandbox = sandboxFor(host, 's', 2_000);
    await sandbox.run(
      [
        'var presses = 0',
        'Ui:render([Ui:C:button({ text: "Go", onClick: @() {',
        '  presses += 1',
        '  <: presses',
        '  if (presses == 1) { loop { presses = presses } }',
        '} }, "go")])',
      ].join('\n'),
    );
    const button = sandbox.ui.get('go');
    if (button?.type !== 'button') throw new Error('no button');
    await button.onClick?.();
    await button.onClick?.();
    expect(failures.map((failure) => failure.kind)).toEqual(['budget']);
    expect(printed).toEqual(['1', '2']);
  });

  it('builds Ui components as plain state, renders them and updates them', async () => {
    const { host, printed } = fakeHost();
    const sandbox = sandboxFor(host);
    const failure = await sandbox.run(
      [
        'let input = Ui:C:textInput({ label: "Name", default: "x", onInput: @(v) { <: `typed {v}` } }, "name")',
        'let text = Ui:C:text({ text: "Hello", bold: true })',
        'Ui:render([',
        '  Ui:C:container({ children: [text, input], align: "center" }, "box")',
        '  Ui:C:mfm({ text: "**bold**" }, "m")',
        '  Ui:C:select({ items: [{ text: "A", value: "a" }], default: "a" }, "sel")',
        '  Ui:C:folder({ title: "More", children: [] }, "f")',
        '  Ui:C:postFormButton({ text: "Post", form: { text: "hi" } }, "pf")',
        '])',
        'Ui:get("name").update({ label: "Your name" })',
      ].join('\n'),
    );
    expect(failure).toBeNull();
    expect(sandbox.ui.rootChildren()).toEqual(['box', 'm', 'sel', 'f', 'pf']);
    const box = sandbox.ui.get('box');
    expect(box).toMatchObject({ type: 'container', align: 'center' });
    expect(box?.type === 'container' && box.children?.length).toBe(2);
    expect(sandbox.ui.get('name')).toMatchObject({ type: 'textInput', label: 'Your name', default: 'x' });
    expect(sandbox.ui.get('pf')).toMatchObject({ type: 'postFormButton', form: { text: 'hi' } });
    const input = sandbox.ui.get('name');
    if (input?.type !== 'textInput') throw new Error('no input');
    await input.onInput?.('Bob');
    expect(printed).toEqual(['typed Bob']);
  });

  it('refuses a bad prop value with a runtime error', async () => {
    const { host } = fakeHost();
    const failure = await sandboxFor(host).run('Ui:C:container({ align: "diagonal" })');
    expect(failure).toMatchObject({ kind: 'runtime' });
    expect(failure?.message).toContain('diagonal');
  });
});
