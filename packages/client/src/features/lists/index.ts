export { AddToListDialog, type AddToListDialogProps, openAddToListDialog } from './AddToListDialog';
export { ListCards } from './ListCards';
export { askListName, LIST_NAME_MAX } from './listName';
export { userListSource } from './listSource';
export { MemberSearch } from './MemberSearch';
export { usePinnedLists } from './usePinnedLists';
