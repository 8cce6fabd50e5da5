/// The members of a rectangle dictionary (`DOMRectInit`), for `fromRect`.
///
/// https://drafts.fxtf.org/geometry/#dictdef-domrectinit
public struct DOMRectInit: Sendable, Equatable {
  /// https://drafts.fxtf.org/geometry/#dom-domrectinit-x
  public var x: Double
  /// https://drafts.fxtf.org/geometry/#dom-domrectinit-y
  public var y: Double
  /// https://drafts.fxtf.org/geometry/#dom-domrectinit-width
  public var width: Double
  /// https://drafts.fxtf.org/geometry/#dom-domrectinit-height
  public var height: Double

  /// Makes a dictionary.
  public init(x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}

/// A rectangle: an origin and a size (either may be negative), with derived edges.
///
/// https://drafts.fxtf.org/geometry/#domrectreadonly
public class DOMRectReadOnly {
  /// The stored values (subclasses that allow changes write them).
  var storage: DOMRectInit

  /// Makes a rectangle. https://drafts.fxtf.org/geometry/#dom-domrectreadonly-domrectreadonly
  public init(x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0) {
    storage = DOMRectInit(x: x, y: y, width: width, height: height)
  }

  /// A rectangle from a dictionary. https://drafts.fxtf.org/geometry/#dom-domrectreadonly-fromrect
  public class func fromRect(_ other: DOMRectInit = DOMRectInit()) -> DOMRectReadOnly {
    DOMRectReadOnly(x: other.x, y: other.y, width: other.width, height: other.height)
  }

  /// https://drafts.fxtf.org/geometry/#dom-domrectreadonly-x
  public var x: Double { storage.x }
  /// https://drafts.fxtf.org/geometry/#dom-domrectreadonly-y
  public var y: Double { storage.y }
  /// https://drafts.fxtf.org/geometry/#dom-domrectreadonly-width
  public var width: Double { storage.width }
  /// https://drafts.fxtf.org/geometry/#dom-domrectreadonly-height
  public var height: Double { storage.height }

  /// The smaller of y and y + height. https://drafts.fxtf.org/geometry/#dom-domrectreadonly-top
  public var top: Double { Self.minimum(storage.y, storage.y + storage.height) }
  /// The larger of x and x + width. https://drafts.fxtf.org/geometry/#dom-domrectreadonly-right
  public var right: Double { Self.maximum(storage.x, storage.x + storage.width) }
  /// The larger of y and y + height. https://drafts.fxtf.org/geometry/#dom-domrectreadonly-bottom
  public var bottom: Double { Self.maximum(storage.y, storage.y + storage.height) }
  /// The smaller of x and x + width. https://drafts.fxtf.org/geometry/#dom-domrectreadonly-left
  public var left: Double { Self.minimum(storage.x, storage.x + storage.width) }

  /// The members `toJSON()` serializes, in order: x, y, width, height, top, right, bottom,
  /// left.
  ///
  /// https://drafts.fxtf.org/geometry/#dom-domrectreadonly-tojson
  public var jsonMembers: [(name: String, value: Double)] {
    [
      ("x", x), ("y", y), ("width", width), ("height", height), ("top", top),
      ("right", right), ("bottom", bottom), ("left", left),
    ]
  }

  /// `min` as JavaScript's `Math.min` computes it: NaN when either is NaN.
  static func minimum(_ a: Double, _ b: Double) -> Double {
    if a.isNaN || b.isNaN { return .nan }
    return Swift.min(a, b)
  }

  /// `max` as JavaScript's `Math.max` computes it: NaN when either is NaN.
  static func maximum(_ a: Double, _ b: Double) -> Double {
    if a.isNaN || b.isNaN { return .nan }
    return Swift.max(a, b)
  }
}
