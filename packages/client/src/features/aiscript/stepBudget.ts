import type { Interpreter, values } from '@syuilo/aiscript';

type ExecFn = (fn: values.VFn, args: values.Value[]) => Promise<values.Value>;
type CallFn = (fn: values.VFn, args: values.Value[]) => unknown;
type Evaluate = (node: unknown, scope: unknown) => Promise<unknown>;

/**
 * The step budget is per activation, not per window of time: the interpreter's one step count
 * restarts only when the script is idle — every activation (the run, a button's or a timer's
 * function) has returned, or every one still running is waiting on the host (a sleep, a dialog, an
 * API call) across a turn of the event loop with no step taken meanwhile. So a long-lived app of
 * many short activations runs for ever, while one activation that never returns is stopped after
 * the same number of steps on any device, however slowly it steps. (A count that restarted on a
 * clock let a slow device's endless loop run for ever; one that restarted whenever an activation
 * began let a timer keep a runaway alive.)
 *
 * Wraps the interpreter's `execFn` (what timers call), `_fn` (to see waits on natives) and `_eval`
 * (to count steps); `isDisposed` stops the restarts once the sandbox is closed. Returns `activation`,
 * which runs one activation of the sandbox's own (the main run).
 */
export function trackActivations(interpreter: Interpreter, isDisposed: () => boolean) {
  // `execFn`, `_fn` and `_eval` are bound lazily per instance: reading makes the instance's own copy.
  const host = interpreter as unknown as { execFn: ExecFn; _fn: CallFn; _eval: Evaluate };
  let running = 0;
  let waiting = 0;
  // Steps taken since the sandbox began; unlike `stepCount`, never restarted.
  let steps = 0;
  let idleCheck: ReturnType<typeof setTimeout> | undefined;

  const restart = () => {
    if (!isDisposed()) interpreter.stepCount = 0;
  };
  // Everything running waits on the host: restart only if that lasts past a turn of the event
  // loop with no step — a native that settles at once (a microtask) is no wait at all.
  const maybeIdle = () => {
    if (running === 0) {
      restart();
      return;
    }
    if (waiting < running || idleCheck !== undefined) return;
    const at = steps;
    idleCheck = setTimeout(() => {
      idleCheck = undefined;
      if (waiting >= running && steps === at) restart();
    }, 0);
  };

  async function activation<T>(body: () => Promise<T>): Promise<T> {
    running++;
    try {
      return await body();
    } finally {
      running--;
      maybeIdle();
    }
  }

  const execFn = host.execFn;
  host.execFn = (fn, args) => activation(() => execFn(fn, args));

  const call = host._fn;
  host._fn = (fn, args) => {
    const result = call(fn, args);
    if (!fn.native || !(result instanceof Promise)) return result;
    waiting++;
    maybeIdle();
    return result.finally(() => {
      waiting--;
    });
  };

  const evaluate = host._eval;
  host._eval = (node, scope) => {
    steps++;
    return evaluate(node, scope);
  };

  return {
    activation,
    dispose() {
      clearTimeout(idleCheck);
    },
  };
}
