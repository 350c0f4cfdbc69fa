import { actionItems, interruptNotePost, interruptNoteViewOnce, shownNote } from './hooks';
import PostFormActions from './PostFormActions';
import { pluginRegistry } from './registry';

/** Hands the guarded calls to the registry; the runtime does it when it starts (lazy code). */
export function installPluginCalls(): void {
  pluginRegistry.calls ??= {
    shownNote,
    interruptNoteViewOnce,
    interruptNotePost,
    actionItems,
    PostFormActions,
  };
}
