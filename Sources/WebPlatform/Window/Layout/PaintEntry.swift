import DOM

/// One element with a box in the layout estimate, as painting (and so hit testing) needs it:
/// whether it is positioned, its `z-index`, the positioned box and stacking context it belongs
/// to, and whether it can be hit at all.
///
/// https://drafts.csswg.org/css2/#elaborate-stacking-contexts
struct PaintEntry {
  /// The element.
  let element: Element
  /// Whether its `position` is not `static` (its box paints in the positioned layer).
  let isPositioned: Bool
  /// Whether its `display` is block-level (before positioning blockifies it).
  let isBlockLevel: Bool
  /// Its integer `z-index` when positioned (`nil`: `auto`, no stacking context of its own).
  let zIndex: Int?
  /// The index of the nearest positioned ancestor's entry (the root's, 0, when none; -1 for
  /// the root itself).
  let layer: Int
  /// The index of the nearest stacking context's entry (the root or a positioned ancestor
  /// with an integer `z-index`; -1 for the root itself).
  let stackingContext: Int
  /// Whether its `visibility` is `visible` (hidden boxes are not hit).
  let isVisible: Bool
  /// Whether its `pointer-events` is not `none` (such boxes are not hit).
  let receivesPointerEvents: Bool
  /// The clip of its ancestors that clip their overflow (`nil`: none): the box is hit only
  /// inside it.
  let clip: ClipRect?

  /// Whether it makes a stacking context (the root, or positioned with an integer z-index).
  var isStackingContext: Bool { layer < 0 || zIndex != nil }
}

/// A clip rectangle (the padding boxes of ancestors with `overflow` other than `visible`), in
/// the coordinates of the boxes it clips.
///
/// https://drafts.csswg.org/css-overflow-3/#overflow-properties
struct ClipRect: Equatable {
  var minX: Double
  var minY: Double
  var maxX: Double
  var maxY: Double

  /// The part inside both.
  func intersection(_ other: ClipRect) -> ClipRect {
    ClipRect(
      minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX),
      maxY: min(maxY, other.maxY))
  }

  /// Whether the one-pixel square at `point` overlaps it (as a box is hit).
  func isHit(by point: (x: Double, y: Double)) -> Bool {
    minX < point.x + 1 && point.x < maxX && minY < point.y + 1 && point.y < maxY
  }
}
