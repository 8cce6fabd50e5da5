/// The flow-relative ("logical") properties and the physical ones they stand for in an
/// element's writing mode and direction (`margin-inline-start` is `margin-left` in
/// left-to-right horizontal text, `block-size` is `height`): a computed style answers a
/// logical property with its physical counterpart's value.
///
/// https://drafts.csswg.org/css-logical-1/#box
enum LogicalProperty {
  private static let sides = ["block-start", "block-end", "inline-start", "inline-end"]

  /// The logical properties of ``ComputedStyleProperties``.
  static let all: Set<String> = {
    var names: Set<String> = [
      "block-size", "inline-size", "min-block-size", "min-inline-size", "max-block-size",
      "max-inline-size", "contain-intrinsic-block-size", "contain-intrinsic-inline-size",
      "overflow-block", "overflow-inline", "overscroll-behavior-block",
      "overscroll-behavior-inline",
    ]
    for side in sides {
      for prefix in ["margin", "padding", "inset", "scroll-margin", "scroll-padding"] {
        names.insert("\(prefix)-\(side)")
      }
      for part in ["color", "style", "width"] { names.insert("border-\(side)-\(part)") }
    }
    for block in ["start", "end"] {
      for inline in ["start", "end"] { names.insert("border-\(block)-\(inline)-radius") }
    }
    return names
  }()

  /// The logical property that stands for the physical `property` in `writingMode` and
  /// `direction` (`margin-top` → `margin-block-start` in horizontal text), if any.
  static func logical(for property: String, writingMode: String, direction: String) -> String? {
    guard physicalWithCounterpart.contains(property) else { return nil }
    return all.first {
      physical(for: $0, writingMode: writingMode, direction: direction) == property
    }
  }

  /// Whether some logical property can stand for the physical `property`.
  static func hasLogicalCounterpart(_ property: String) -> Bool {
    physicalWithCounterpart.contains(property)
  }

  /// The physical properties some logical property can stand for.
  private static let physicalWithCounterpart: Set<String> = {
    var names: Set<String> = []
    for writingMode in ["horizontal-tb", "vertical-rl", "vertical-lr"] {
      for direction in ["ltr", "rtl"] {
        for name in all {
          names.insert(physical(for: name, writingMode: writingMode, direction: direction))
        }
      }
    }
    return names
  }()

  /// Whether `property` is a logical property.
  static func isLogical(_ property: String) -> Bool { all.contains(property) }

  /// The physical property of the same kind in horizontal left-to-right text: what decides how
  /// a declared logical value is computed.
  static func category(of property: String) -> String {
    physical(for: property, writingMode: "horizontal-tb", direction: "ltr")
  }

  /// The physical property `property` (logical) stands for in `writingMode` and `direction`.
  static func physical(for property: String, writingMode: String, direction: String) -> String {
    let horizontal = writingMode == "horizontal-tb" || writingMode.isEmpty
    let rightToLeft = direction == "rtl"
    let physicalSide: [String: String]
    if horizontal {
      physicalSide = [
        "block-start": "top", "block-end": "bottom",
        "inline-start": rightToLeft ? "right" : "left",
        "inline-end": rightToLeft ? "left" : "right",
      ]
    } else {
      let leftToRight = writingMode.hasSuffix("-lr")
      physicalSide = [
        "block-start": leftToRight ? "left" : "right",
        "block-end": leftToRight ? "right" : "left",
        "inline-start": rightToLeft ? "bottom" : "top",
        "inline-end": rightToLeft ? "top" : "bottom",
      ]
    }
    let (blockSize, inlineSize) = horizontal ? ("height", "width") : ("width", "height")
    let (blockAxis, inlineAxis) = horizontal ? ("y", "x") : ("x", "y")
    switch property {
    case "block-size": return blockSize
    case "inline-size": return inlineSize
    case "min-block-size": return "min-" + blockSize
    case "min-inline-size": return "min-" + inlineSize
    case "max-block-size": return "max-" + blockSize
    case "max-inline-size": return "max-" + inlineSize
    case "contain-intrinsic-block-size": return "contain-intrinsic-" + blockSize
    case "contain-intrinsic-inline-size": return "contain-intrinsic-" + inlineSize
    case "overflow-block": return "overflow-" + blockAxis
    case "overflow-inline": return "overflow-" + inlineAxis
    case "overscroll-behavior-block": return "overscroll-behavior-" + blockAxis
    case "overscroll-behavior-inline": return "overscroll-behavior-" + inlineAxis
    default: break
    }
    if property.hasSuffix("-radius") {
      // border-<block>-<inline>-radius: the corner between the block side and the inline side.
      let parts = property.dropFirst("border-".count).dropLast("-radius".count)
        .split(separator: "-").map(String.init)
      guard parts.count == 2, let block = physicalSide["block-" + parts[0]],
        let inline = physicalSide["inline-" + parts[1]]
      else { return property }
      let vertical = [block, inline].first { $0 == "top" || $0 == "bottom" } ?? block
      let horizontalSide = [block, inline].first { $0 == "left" || $0 == "right" } ?? inline
      return "border-\(vertical)-\(horizontalSide)-radius"
    }
    // <prefix>-<side>[-<part>]: the side replaced.
    var parts = property.split(separator: "-").map(String.init)
    for index in parts.indices.dropLast() {
      let side = parts[index] + "-" + parts[index + 1]
      guard let physical = physicalSide[side] else { continue }
      if parts[0] == "inset" { return physical }
      parts.replaceSubrange(index...index + 1, with: [physical])
      return parts.joined(separator: "-")
    }
    return property
  }
}
