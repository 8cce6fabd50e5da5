/// The insertion modes of the tree builder, named as in the standard. (The current standard
/// has no "in select" and "in select in table" modes: `select` content is parsed in body.)
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
  case inTemplate
  case afterBody
  case inFrameset
  case afterFrameset
  case afterAfterBody
  case afterAfterFrameset
}
