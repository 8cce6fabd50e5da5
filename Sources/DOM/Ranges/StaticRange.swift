/// A range that does not follow changes to the tree.
///
/// https://dom.spec.whatwg.org/#interface-staticrange
public final class StaticRange: AbstractRange {
  /// Makes a static range; doctypes and attributes cannot be containers.
  ///
  /// https://dom.spec.whatwg.org/#dom-staticrange-staticrange
  public init(startContainer: Node, startOffset: Int, endContainer: Node, endOffset: Int)
    throws(DOMException)
  {
    if startContainer is DocumentType || startContainer is Attr || endContainer is DocumentType
      || endContainer is Attr
    {
      throw DOMException(
        .invalidNodeTypeError, "A static range cannot start or end in a doctype or attribute.")
    }
    super.init(BoundaryPoint(startContainer, startOffset), BoundaryPoint(endContainer, endOffset))
  }

  /// Whether the range is valid: both points within their nodes, in one tree, start not after
  /// end. https://dom.spec.whatwg.org/#staticrange-valid
  public var isValid: Bool {
    startOffset >= 0 && startOffset <= startContainer.nodeLength && endOffset >= 0
      && endOffset <= endContainer.nodeLength && startContainer.root === endContainer.root
      && start.position(relativeTo: end) != .after
  }
}
