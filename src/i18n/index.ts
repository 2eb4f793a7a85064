/** The i18n entry: everything the element needs to speak the reader's language. */

export {
  DEFAULT_LANG,
  LANGS,
  format,
  isMsgKey,
  listItem,
  listOf,
  resolveLang,
  t,
  tileName,
  type Catalog,
  type Lang,
  type ListKey,
  type MsgKey,
  type Params,
} from './localize.js';
export {
  boneyardMessage,
  directionMessage,
  explainRefusal,
  leadMessage,
  matchMessage,
  moveAnnouncement,
  reasonMessage,
  reasonParams,
  roundSummary,
  seatNames,
  turnMessage,
  unlockedMessage,
  type ReasonParams,
  type Seats,
} from './messages.js';
