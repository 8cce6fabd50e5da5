/// The insertion modes of the tree builder, named as in the standard. ``inSelect`` and
/// ``inSelectInTable`` are WebKit 2.50's (the standard before customizable `select`).
///
/// https://html.spec.whatwg.org/multipage/parsing.html#the-insertion-mode
enum HTMLInsertionMode: UInt8 {
  case initial
  case beforeHTML
  case beforeHead
  case inHead
  case inHeadNoscript
  case afterHead
  case inBody
  case text
  case inTable
  case inTableText
  case inCaption
  case inColumnGroup
  case inTableBody
  case inRow
  case inCell
  case inSelect
  case inSelectInTable
  case inTemplate
  case afterBody
  case inFrameset
  case afterFrameset
  case afterAfterBody
  case afterAfterFrameset
}
