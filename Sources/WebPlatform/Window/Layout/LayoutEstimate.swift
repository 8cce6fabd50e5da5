import DOM

/// A box of the layout estimate: an element's border box in document coordinates (CSS
/// pixels), its border widths and its content height.
public struct LayoutBox: Equatable, Sendable {
  /// The left edge of the border box.
  public var x: Double
  /// The top edge of the border box.
  public var y: Double
  /// The border box width.
  public var width: Double
  /// The border box height.
  public var height: Double
  /// Border widths: top, right, bottom, left.
  public var border: [Double]
  /// The height of the content plus paddings (more than the padding box when a declared
  /// `height` is too small: then it scrolls).
  public var scrollHeight: Double
  /// Whether the box is an inline box (a `span`, an `a`): inline boxes have no client size.
  public var isInline: Bool
}

/// A deterministic estimate of the page's boxes, since the runtime has no layout engine:
/// a single pass of block-and-inline flow over the document with the computed styles of
/// ``UserAgentStyle`` (inline style over user-agent defaults).
///
/// The estimate: the root is as wide as the viewport; a block box fills its container's width
/// minus its margins (or takes its declared width) and stacks below the previous block (the
/// margins of adjacent siblings collapse, those of parents and children do not); inline
/// content flows in lines: text takes half its font size per character after white space
/// collapses, and wraps by characters; a line is 1.15 times the font size high; replaced elements take their `width`/`height` attributes or declared size
/// (images without either are 0×0, canvases, iframes and videos 300×150, text inputs 150×21);
/// inline blocks shrink to their text. Not modelled: floats, absolute and fixed positioning
/// (they stay in flow), tables (cells stack like blocks), flex and grid (children stack),
/// transforms, fonts and images' natural sizes, the page's style sheets. Elements that are
/// not rendered (`display: none` on them or an ancestor, not in the document) have no box.
///
/// The result is cached until the document or the viewport width changes.
public final class LayoutEstimate {
  /// The document laid out.
  public let document: Document
  /// The width of the initial containing block (the viewport width).
  public var viewportWidth: Double {
    didSet { if viewportWidth != oldValue { version = .max } }
  }
  private var boxes: [ObjectIdentifier: LayoutBox] = [:]
  private var version: UInt64 = .max
  private var rootHeight: Double = 0

  /// The share of the font size one character takes.
  public static let characterWidthRatio = 0.5
  /// The line height, as a share of the font size (`line-height: normal`).
  public static let lineHeightRatio = 1.15

  init(document: Document, viewportWidth: Double) {
    self.document = document
    self.viewportWidth = viewportWidth
  }

  /// The box of `element`, or `nil` when it is not rendered.
  public func box(for element: Element) -> LayoutBox? {
    refresh()
    return boxes[ObjectIdentifier(element)]
  }

  /// The height of the document's content (the root element's margin box).
  public var documentHeight: Double {
    refresh()
    return rootHeight
  }

  private func refresh() {
    guard version != document.domVersion else { return }
    boxes = [:]
    rootHeight = 0
    if let root = document.documentElement {
      let style = UserAgentStyle.layoutStyle(
        of: root, parentFontSize: UserAgentStyle.mediumFontSize, parentPreformatted: false)
      if style.display != "none" {
        rootHeight = layoutBlock(root, style: style, x: 0, y: 0, available: viewportWidth)
      }
    }
    version = document.domVersion
  }

  // MARK: - Flow

  /// The inline formatting state of a block: lines of text and inline boxes.
  private struct InlineFlow {
    let left: Double
    let width: Double
    var lineTop: Double
    var cursor: Double = 0
    var lineHeight: Double = 0
    /// The bottom margin of the block just above, which the next block's top margin collapses
    /// with (sibling margins collapse; parent and child margins do not).
    var collapsibleMargin: Double = 0

    init(left: Double, width: Double, top: Double) {
      self.left = left
      self.width = width
      self.lineTop = top
    }

    var bottom: Double { lineTop + lineHeight }

    /// Ends the current line, if it has anything on it.
    mutating func finishLine() {
      if lineHeight > 0 { collapsibleMargin = 0 }
      lineTop += lineHeight
      lineHeight = 0
      cursor = 0
    }

    /// A forced line break (`<br>`, a newline in preformatted text).
    mutating func lineBreak(height: Double) {
      lineHeight = max(lineHeight, height)
      finishLine()
    }

    /// Places an atomic inline box; returns its top-left corner.
    mutating func place(width boxWidth: Double, height: Double) -> (x: Double, y: Double) {
      if cursor > 0 && cursor + boxWidth > width { finishLine() }
      let origin = (x: left + cursor, y: lineTop)
      cursor += boxWidth
      lineHeight = max(lineHeight, height)
      return origin
    }

    /// Adds `count` characters of text, wrapping at the line width.
    mutating func addCharacters(_ count: Int, characterWidth: Double, height: Double) {
      guard count > 0 else { return }
      let total = Double(count) * characterWidth
      lineHeight = max(lineHeight, height)
      let space = width - cursor
      if width <= 0 || total <= space {
        cursor += total
        return
      }
      let rest = total - max(0, space)
      finishLine()
      let lines = (rest / width).rounded(.up)
      lineTop += (lines - 1) * height
      lineHeight = height
      cursor = rest - (lines - 1) * width
    }

    /// Adds a text node's data: white space collapses (unless preformatted) and is dropped at
    /// the start of a line.
    mutating func addText(
      _ data: String, characterWidth: Double, height: Double, preformatted: Bool
    ) {
      if preformatted {
        for (index, segment) in data.split(separator: "\n", omittingEmptySubsequences: false)
          .enumerated()
        {
          if index > 0 { lineBreak(height: height) }
          addCharacters(
            segment.unicodeScalars.count, characterWidth: characterWidth, height: height)
        }
        return
      }
      var count = 0
      var pendingSpace = false
      var atLineStart = cursor == 0
      for scalar in data.unicodeScalars {
        if scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" || scalar == "\u{0C}"
        {
          pendingSpace = true
          continue
        }
        if pendingSpace && !atLineStart { count += 1 }
        pendingSpace = false
        atLineStart = false
        count += 1
      }
      if pendingSpace && !atLineStart { count += 1 }
      addCharacters(count, characterWidth: characterWidth, height: height)
    }
  }

  private static let blockLevel: Set<String> = [
    "block", "list-item", "table", "flex", "grid", "flow-root", "table-row", "table-cell",
    "table-caption", "table-row-group", "table-header-group", "table-footer-group",
    "table-column", "table-column-group", "-webkit-box", "ruby-text", "run-in",
  ]

  private static let atomicInline: Set<String> = [
    "inline-block", "inline-flex", "inline-grid", "inline-table", "-webkit-inline-box",
    "-webkit-inline-flex",
  ]

  /// Lays out a block box at (x, y) in a container `available` pixels wide; returns the
  /// height of its margin box.
  private func layoutBlock(
    _ element: Element, style: UserAgentStyle.LayoutStyle, x: Double, y: Double,
    available: Double, shrinkToFit: Bool = false
  ) -> Double {
    let margin = style.margin
    let padding = style.padding
    let border = style.border
    let horizontalExtras = padding[1] + padding[3] + border[1] + border[3]
    let verticalExtras = padding[0] + padding[2] + border[0] + border[2]
    var width: Double
    if let declared = style.width {
      width = declared + horizontalExtras
    } else if let percentage = style.widthPercentage {
      width = available * percentage / 100 + horizontalExtras
    } else {
      width = available - margin[1] - margin[3]
    }
    if shrinkToFit && style.width == nil && style.widthPercentage == nil {
      width = min(width, preferredWidth(of: element, style: style) + horizontalExtras)
    }
    width = max(0, width)
    let boxX = x + margin[3]
    let boxY = y + margin[0]
    let contentTop = boxY + border[0] + padding[0]
    var flow = InlineFlow(
      left: boxX + border[3] + padding[3], width: max(0, width - horizontalExtras), top: contentTop)
    layoutChildren(of: element, style: style, flow: &flow)
    let contentHeight = flow.bottom - contentTop
    let height = style.height.map { $0 + verticalExtras } ?? contentHeight + verticalExtras
    boxes[ObjectIdentifier(element)] = LayoutBox(
      x: boxX, y: boxY, width: width, height: height, border: border,
      scrollHeight: contentHeight + padding[0] + padding[2], isInline: false)
    return margin[0] + height + margin[2]
  }

  private func layoutChildren(
    of parent: Node, style: UserAgentStyle.LayoutStyle, flow: inout InlineFlow
  ) {
    var child = parent.firstChild
    while let node = child {
      child = node.nextSibling
      if let text = node as? Text {
        flow.addText(
          text.data, characterWidth: style.fontSize * Self.characterWidthRatio,
          height: style.fontSize * Self.lineHeightRatio, preformatted: style.preformatted)
      } else if let element = node as? Element {
        layoutElement(element, parentStyle: style, flow: &flow)
      }
    }
  }

  private func layoutElement(
    _ element: Element, parentStyle: UserAgentStyle.LayoutStyle, flow: inout InlineFlow
  ) {
    let style = UserAgentStyle.layoutStyle(
      of: element, parentFontSize: parentStyle.fontSize,
      parentPreformatted: parentStyle.preformatted)
    let lineHeight = style.fontSize * Self.lineHeightRatio
    switch style.display {
    case "none":
      return
    case "contents":
      layoutChildren(of: element, style: style, flow: &flow)
      return
    default:
      break
    }
    if element.isHTMLElement && element.localName == "br" {
      let origin = flow.place(width: 0, height: lineHeight)
      boxes[ObjectIdentifier(element)] = LayoutBox(
        x: origin.x, y: origin.y, width: 0, height: lineHeight, border: style.border,
        scrollHeight: lineHeight, isInline: true)
      flow.lineBreak(height: lineHeight)
      return
    }
    if Self.blockLevel.contains(style.display) {
      flow.finishLine()
      let top = flow.lineTop - max(0, min(flow.collapsibleMargin, style.margin[0]))
      let height = layoutBlock(element, style: style, x: flow.left, y: top, available: flow.width)
      flow.lineTop = top + height
      flow.collapsibleMargin = style.margin[2]
      return
    }
    if let size = replacedSize(of: element, style: style) {
      let origin = flow.place(
        width: size.width + style.margin[1] + style.margin[3],
        height: size.height + style.margin[0] + style.margin[2])
      boxes[ObjectIdentifier(element)] = LayoutBox(
        x: origin.x + style.margin[3], y: origin.y + style.margin[0], width: size.width,
        height: size.height, border: style.border, scrollHeight: size.height,
        isInline: false)
      return
    }
    if Self.atomicInline.contains(style.display) {
      // Measure at the origin, then place and lay out again where it goes.
      let height = layoutBlock(
        element, style: style, x: 0, y: 0, available: flow.width, shrinkToFit: true)
      let width = (boxes[ObjectIdentifier(element)]?.width ?? 0) + style.margin[1] + style.margin[3]
      let origin = flow.place(width: width, height: height)
      _ = layoutBlock(
        element, style: style, x: origin.x, y: origin.y, available: width, shrinkToFit: true)
      return
    }
    // An inline box: its content flows in the container's lines.
    let startTop = flow.lineTop
    let startCursor = flow.cursor
    flow.cursor += style.margin[3] + style.padding[3] + style.border[3]
    layoutChildren(of: element, style: style, flow: &flow)
    flow.cursor += style.margin[1] + style.padding[1] + style.border[1]
    let box: LayoutBox
    if flow.lineTop == startTop {
      box = LayoutBox(
        x: flow.left + startCursor + style.margin[3], y: startTop,
        width: max(0, flow.cursor - startCursor - style.margin[1] - style.margin[3]),
        height: lineHeight, border: style.border, scrollHeight: lineHeight, isInline: true)
      flow.lineHeight = max(flow.lineHeight, lineHeight)
    } else {
      box = LayoutBox(
        x: flow.left, y: startTop, width: flow.width,
        height: max(lineHeight, flow.lineTop + max(flow.lineHeight, lineHeight) - startTop),
        border: style.border, scrollHeight: lineHeight, isInline: true)
    }
    boxes[ObjectIdentifier(element)] = box
  }

  /// The size of a replaced element (image, form control, embedded content), or `nil` for
  /// other elements.
  private func replacedSize(of element: Element, style: UserAgentStyle.LayoutStyle) -> (
    width: Double, height: Double
  )? {
    guard element.isHTMLElement || element.localName == "svg" else { return nil }
    let defaults: (Double, Double)
    switch element.localName {
    case "img": defaults = (0, 0)
    case "canvas", "iframe", "video", "embed", "object", "svg": defaults = (300, 150)
    case "input":
      switch element.attributeValue(localName: "type")?.asciiLowercased() {
      case "checkbox", "radio": defaults = (13, 13)
      case "submit", "button", "reset":
        let label = element.attributeValue(localName: "value") ?? "Submit"
        defaults = (Double(label.count) * style.fontSize * Self.characterWidthRatio + 16, 21)
      default: defaults = (150, 21)
      }
    case "textarea": defaults = (150, 36)
    case "select": defaults = (70, 20)
    case "button":
      let characters = element.textContentCount
      defaults = (Double(characters) * style.fontSize * Self.characterWidthRatio + 16, 21)
    default: return nil
    }
    let extrasX = style.padding[1] + style.padding[3] + style.border[1] + style.border[3]
    let extrasY = style.padding[0] + style.padding[2] + style.border[0] + style.border[2]
    let width =
      style.width ?? element.attributeValue(localName: "width").flatMap { Double($0) }
      ?? defaults.0
    let height =
      style.height ?? element.attributeValue(localName: "height").flatMap { Double($0) }
      ?? defaults.1
    return (width + extrasX, height + extrasY)
  }

  /// The width an element's text would take on one line (for shrink-to-fit boxes).
  private func preferredWidth(of element: Element, style: UserAgentStyle.LayoutStyle) -> Double {
    Double(element.textContentCount) * style.fontSize * Self.characterWidthRatio
  }
}

extension Element {
  /// The number of non-white-space-collapsed characters in the element's text (an estimate
  /// of its width in characters).
  fileprivate var textContentCount: Int {
    var count = 0
    var pendingSpace = false
    var node = firstChild
    while let current = node {
      if let text = current as? Text {
        for scalar in text.data.unicodeScalars {
          if scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" {
            pendingSpace = count > 0
          } else {
            if pendingSpace { count += 1 }
            pendingSpace = false
            count += 1
          }
        }
      }
      node = current.nextInTreeOrder(within: self)
    }
    return count
  }
}
