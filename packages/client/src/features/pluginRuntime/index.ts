// Runs the installed plugins (issue 22) on the shared AiScript sandbox. Apart from this feature
// (which imports the sandbox, and so the composer through its Ui: views), plugins are
// features/plugins, which the composer and the notes use; keeping the runtime here keeps that
// free of a cycle and of the interpreter.
export { PluginHost } from './PluginHost';
