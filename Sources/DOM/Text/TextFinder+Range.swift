extension TextFinder {
  /// A live range over the `occurrence`-th match of `needle` in the rendered text of `root`
  /// (across element boundaries, white-space-insensitive), or `nil`.
  public static func range(
    of needle: String, in root: Node, occurrence: Int = 1, caseSensitive: Bool = false
  ) -> Range? {
    guard
      let match = find(needle, in: root, occurrence: occurrence, caseSensitive: caseSensitive)
    else { return nil }
    return Range(
      start: BoundaryPoint(match.startContainer, match.startOffset),
      end: BoundaryPoint(match.endContainer, match.endOffset))
  }

  /// A live range over the contents of the first element matching `selectors` under `root`,
  /// or `nil` when none matches; throws a `SyntaxError` for an invalid selector.
  public static func rangeSelectingContents(ofFirstMatch selectors: String, in root: Node)
    throws(DOMException) -> Range?
  {
    guard let element = try root.querySelector(selectors) else { return nil }
    return Range(start: BoundaryPoint(element, 0), end: BoundaryPoint(element, element.nodeLength))
  }
}
