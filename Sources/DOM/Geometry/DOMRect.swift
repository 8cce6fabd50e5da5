/// A rectangle whose origin and size can be changed.
///
/// https://drafts.fxtf.org/geometry/#domrect
public final class DOMRect: DOMRectReadOnly {
  /// A rectangle from a dictionary. https://drafts.fxtf.org/geometry/#dom-domrect-fromrect
  public override class func fromRect(_ other: DOMRectInit = DOMRectInit()) -> DOMRect {
    DOMRect(x: other.x, y: other.y, width: other.width, height: other.height)
  }

  /// https://drafts.fxtf.org/geometry/#dom-domrect-x
  public override var x: Double {
    get { storage.x }
    set { storage.x = newValue }
  }
  /// https://drafts.fxtf.org/geometry/#dom-domrect-y
  public override var y: Double {
    get { storage.y }
    set { storage.y = newValue }
  }
  /// https://drafts.fxtf.org/geometry/#dom-domrect-width
  public override var width: Double {
    get { storage.width }
    set { storage.width = newValue }
  }
  /// https://drafts.fxtf.org/geometry/#dom-domrect-height
  public override var height: Double {
    get { storage.height }
    set { storage.height = newValue }
  }
}
