/// The members of a point dictionary (`DOMPointInit`), for `fromPoint`.
///
/// https://drafts.fxtf.org/geometry/#dictdef-dompointinit
public struct DOMPointInit: Sendable, Equatable {
  /// https://drafts.fxtf.org/geometry/#dom-dompointinit-x
  public var x: Double
  /// https://drafts.fxtf.org/geometry/#dom-dompointinit-y
  public var y: Double
  /// https://drafts.fxtf.org/geometry/#dom-dompointinit-z
  public var z: Double
  /// https://drafts.fxtf.org/geometry/#dom-dompointinit-w
  public var w: Double

  /// Makes a dictionary.
  public init(x: Double = 0, y: Double = 0, z: Double = 0, w: Double = 1) {
    self.x = x
    self.y = y
    self.z = z
    self.w = w
  }
}

/// A point in homogeneous coordinates (x, y, z, w).
///
/// https://drafts.fxtf.org/geometry/#dompointreadonly
public class DOMPointReadOnly {
  /// The stored values (subclasses that allow changes write them).
  var storage: DOMPointInit

  /// Makes a point. https://drafts.fxtf.org/geometry/#dom-dompointreadonly-dompointreadonly
  public init(x: Double = 0, y: Double = 0, z: Double = 0, w: Double = 1) {
    storage = DOMPointInit(x: x, y: y, z: z, w: w)
  }

  /// A point from a dictionary. https://drafts.fxtf.org/geometry/#dom-dompointreadonly-frompoint
  public class func fromPoint(_ other: DOMPointInit = DOMPointInit()) -> DOMPointReadOnly {
    DOMPointReadOnly(x: other.x, y: other.y, z: other.z, w: other.w)
  }

  /// https://drafts.fxtf.org/geometry/#dom-dompointreadonly-x
  public var x: Double { storage.x }
  /// https://drafts.fxtf.org/geometry/#dom-dompointreadonly-y
  public var y: Double { storage.y }
  /// https://drafts.fxtf.org/geometry/#dom-dompointreadonly-z
  public var z: Double { storage.z }
  /// https://drafts.fxtf.org/geometry/#dom-dompointreadonly-w
  public var w: Double { storage.w }

  /// The members `toJSON()` serializes, in order: x, y, z, w.
  ///
  /// https://drafts.fxtf.org/geometry/#dom-dompointreadonly-tojson
  public var jsonMembers: [(name: String, value: Double)] {
    [("x", x), ("y", y), ("z", z), ("w", w)]
  }
}
