/// A point whose coordinates can be changed.
///
/// https://drafts.fxtf.org/geometry/#dompoint
public final class DOMPoint: DOMPointReadOnly {
  /// A point from a dictionary. https://drafts.fxtf.org/geometry/#dom-dompoint-frompoint
  public override class func fromPoint(_ other: DOMPointInit = DOMPointInit()) -> DOMPoint {
    DOMPoint(x: other.x, y: other.y, z: other.z, w: other.w)
  }

  /// https://drafts.fxtf.org/geometry/#dom-dompoint-x
  public override var x: Double {
    get { storage.x }
    set { storage.x = newValue }
  }
  /// https://drafts.fxtf.org/geometry/#dom-dompoint-y
  public override var y: Double {
    get { storage.y }
    set { storage.y = newValue }
  }
  /// https://drafts.fxtf.org/geometry/#dom-dompoint-z
  public override var z: Double {
    get { storage.z }
    set { storage.z = newValue }
  }
  /// https://drafts.fxtf.org/geometry/#dom-dompoint-w
  public override var w: Double {
    get { storage.w }
    set { storage.w = newValue }
  }
}
