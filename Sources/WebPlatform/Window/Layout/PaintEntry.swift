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

  /// Whether it makes a stacking context (the root, or positioned with an integer z-index).
  var isStackingContext: Bool { layer < 0 || zIndex != nil }
}
