// The style facts the rendered-text algorithm needs, for an unstyled page: each element's
// `display`, `float`/`position` (out of flow or not), flex/grid containment, clipping and
// bottom margin, and the inherited `white-space`, `visibility` and `text-transform`, from the
// user-agent style sheet with the inline `style` attribute applied on top. Every style read of
// the algorithm goes through `Style.init(of:parent:)`, the one place to swap for computed values.
//
// https://html.spec.whatwg.org/multipage/rendering.html

extension RenderedText {
  /// The `display` values that change rendered text, grouped by what they do.
  ///
  /// https://drafts.csswg.org/css-display/#the-display-properties
  enum Display: Equatable {
    /// No box: the element and its subtree contribute nothing.
    case none
    /// No box of its own; the children are rendered as if they were the element's siblings.
    case contents
    /// An inline box (`inline`, `ruby`, and the parts of a ruby).
    case inline
    /// An atomic inline with its own inline formatting context (`inline-block`,
    /// `inline-flex`, `inline-grid`).
    case inlineBlock
    /// `inline-table`: an atomic inline table (WebKit's text iterator puts a space before and
    /// after it, and no line feeds between its rows).
    case inlineTable
    /// A replaced element or form control drawn by the engine: no text of its own, and its
    /// children are not rendered.
    case replaced
    /// A block-level box (`block`, `list-item`, `flex`, `grid`, `flow-root`).
    case block
    /// `table`, which is block-level too.
    case table
    /// `table-row-group`, `table-header-group`, `table-footer-group`.
    case tableRowGroup
    /// `table-row`.
    case tableRow
    /// `table-cell`.
    case tableCell
    /// `table-caption`.
    case tableCaption
    /// `table-column`, `table-column-group`: boxes that render no content.
    case tableColumn

    /// Whether the box is block-level, for step 9 of the rendered text collection steps.
    var isBlockLevel: Bool { self == .block || self == .table }

    /// Whether the box is an atomic inline with its own formatting context.
    var isAtomicInlineBox: Bool { self == .inlineBlock || self == .inlineTable }

    /// The box a flex or grid item, a float or an absolutely positioned box gets:
    /// inline-level boxes become block-level ("blockification").
    /// https://drafts.csswg.org/css-display/#blockify
    var blockified: Display {
      switch self {
      case .inline, .inlineBlock, .tableRowGroup, .tableRow, .tableCell, .tableCaption,
        .tableColumn:
        .block
      case .inlineTable: .table
      default: self
      }
    }

    /// Whether the box starts and ends lines of its own (white space at its edges is trimmed).
    var isLineBoundary: Bool {
      switch self {
      case .block, .table, .tableRowGroup, .tableRow, .tableCell, .tableCaption: true
      default: false
      }
    }

    /// Whether white-space-only text directly inside is dropped (table fix-up makes no
    /// anonymous cell for it). https://drafts.csswg.org/css-tables/#fixup-algorithm
    var dropsWhiteSpaceChildren: Bool {
      self == .table || self == .tableRowGroup || self == .tableRow || self == .tableColumn
    }

    /// Whether a valid `display` value makes the element a flex or grid container, whose
    /// children are blockified.
    static func isFlexOrGridContainer(_ value: String) -> Bool {
      let keywords = value.splitOnASCIIWhitespace()
      return keywords.contains { keyword in
        keyword == "flex" || keyword == "grid" || keyword == "inline-flex"
          || keyword == "inline-grid"
      }
    }

    /// Parses a `display` value (one or two keywords), or `nil` when it is not valid or
    /// defers to the user-agent style (`revert`).
    init?(cssValue value: String) {
      let keywords = value.splitOnASCIIWhitespace()
      guard !keywords.isEmpty, keywords.count <= 3 else { return nil }
      if keywords.count == 1 {
        switch keywords[0] {
        case "none": self = .none
        case "contents": self = .contents
        case "inline", "ruby", "ruby-base", "ruby-text", "ruby-base-container",
          "ruby-text-container", "initial", "unset", "inherit":
          self = .inline
        case "inline-block", "inline-flex", "inline-grid", "inline-list-item",
          "-webkit-inline-box", "-webkit-inline-flex":
          self = .inlineBlock
        case "inline-table": self = .inlineTable
        case "block", "list-item", "flex", "grid", "flow-root", "run-in", "flow", "-webkit-box",
          "-webkit-flex":
          self = .block
        case "table": self = .table
        case "table-row-group", "table-header-group", "table-footer-group":
          self = .tableRowGroup
        case "table-row": self = .tableRow
        case "table-cell": self = .tableCell
        case "table-caption": self = .tableCaption
        case "table-column", "table-column-group": self = .tableColumn
        default: return nil
        }
        return
      }
      // Multi-keyword syntax: an outer (`block`/`inline`/`run-in`) and an inner display.
      let outerInline = keywords.contains("inline")
      let inner = keywords.first { $0 != "inline" && $0 != "block" && $0 != "run-in" }
      switch inner {
      case nil, "flow", "list-item":
        self = outerInline ? .inline : .block
      case "flow-root", "flex", "grid":
        self = outerInline ? .inlineBlock : .block
      case "table":
        self = outerInline ? .inlineTable : .table
      case "ruby":
        self = outerInline ? .inline : .block
      default:
        return nil
      }
    }
  }

  /// How white space in text is handled. https://drafts.csswg.org/css-text/#white-space-property
  enum WhiteSpace: Equatable {
    /// `normal`, `nowrap`: spaces, tabs and line feeds collapse.
    case collapse
    /// `pre-line`: spaces and tabs collapse, line feeds are kept.
    case preserveBreaks
    /// `pre`, `pre-wrap`, `break-spaces`: everything is kept.
    case preserve

    /// Parses a `white-space-collapse` value, or `nil` when it is not valid.
    init?(collapseValue value: String) {
      switch value {
      case "collapse", "initial", "unset": self = .collapse
      case "preserve", "break-spaces", "preserve-spaces": self = .preserve
      case "preserve-breaks": self = .preserveBreaks
      default: return nil
      }
    }

    /// Parses a `white-space` value, or `nil` when it is not one this reader knows.
    init?(cssValue value: String) {
      switch value {
      case "normal", "nowrap", "initial", "unset": self = .collapse
      case "pre", "pre-wrap", "break-spaces": self = .preserve
      case "pre-line": self = .preserveBreaks
      default: return nil
      }
    }
  }

  /// `text-transform`, inherited. https://drafts.csswg.org/css-text/#text-transform-property
  enum TextTransform: Equatable {
    case none
    case uppercase
    case lowercase
    case capitalize

    /// Parses a `text-transform` value (the case keyword of it), or `nil` when invalid.
    init?(cssValue value: String) {
      let keywords = value.splitOnASCIIWhitespace()
      guard !keywords.isEmpty else { return nil }
      var result: TextTransform = .none
      for keyword in keywords {
        switch keyword {
        case "none", "initial",
          "unset" where keywords.count == 1:
          result = .none
        case "uppercase": result = .uppercase
        case "lowercase": result = .lowercase
        case "capitalize": result = .capitalize
        case "full-width", "full-size-kana", "math-auto": break
        default: return nil
        }
      }
      self = result
    }
  }

  /// The computed style facts of one element (or of the context of a subtree).
  struct Style {
    /// The element's box.
    var display: Display
    /// Inherited `visibility` is `visible`.
    var isVisible: Bool
    /// Inherited `white-space`.
    var whiteSpace: WhiteSpace
    /// Inherited `text-transform`.
    var textTransform: TextTransform = .none
    /// Whether the element's children get boxes (false for replaced elements and `select`).
    var rendersChildren: Bool
    /// Whether the children get boxes that are skipped (`content-visibility: hidden`, as
    /// `hidden=until-found` gives): they exist for layout but render nothing.
    var skipsChildren = false
    /// Whether the box is floated or absolutely positioned (out of the inline flow; WebKit's
    /// text iterator gives it no line feeds).
    var isOutOfFlow = false
    /// Whether the box is absolutely positioned (`absolute`, `fixed`): it escapes the
    /// clipping of its ancestors.
    var isAbsolutelyPositioned = false
    /// Whether the element is a flex or grid container (its children are blockified).
    var isFlexOrGridContainer = false
    /// Whether the box clips its contents to an empty area (`overflow` other than `visible`
    /// with a zero `width` or `height`): WebKit's text iterator skips what it holds, except
    /// out-of-flow descendants.
    var clipsContentsEntirely = false
    /// Whether `overflow` clips on either axis (`hidden`, `clip`, `scroll`, `auto`).
    var clipsOverflow = false
    /// Whether a `width` is set (inline style, or the presentational `width` attribute).
    var hasWidth = false
    /// Whether a `height` is set (inline style, or a positive `height` attribute).
    var hasHeight = false
    /// Whether the box has a height of its own that is not zero: a positive `px` height (or
    /// `height` attribute), or a percentage of a container whose height is definite.
    var givesHeight = false
    /// Whether the height is definite (a length, or a percentage of a definite height; the
    /// initial containing block's is), so that percentages of it resolve.
    var hasDefiniteHeight = false
    /// Whether the `height` is a percentage.
    var hasPercentageHeight = false
    /// Whether `position` is not `static` (the box is a containing block for absolutely
    /// positioned descendants).
    var isPositioned = false
    /// Whether the inline style sets `width: 100%`.
    var hasFullWidth = false
    /// The width in pixels the box's contents lay out in, when known: a block-level box or
    /// an inline block with a `px` width, else its container's; the viewport's at the root.
    var contentWidth: Double?
    /// The box's width in pixels when known (a `px` width, a `width` attribute, the default
    /// size of embedded content).
    var pixelWidth: Double?
    /// Whether the box is an atomic inline at least as wide as its container's contents, so
    /// that it takes a line of its own (an inline block of `width: 70px` in a box of 70px,
    /// an `svg` of `width="1792px"`).
    var fillsAvailableWidth = false
    /// Whether the element's bottom margin is at least half its font size, when the inline
    /// style sets it (`nil`: the user-agent margin).
    var hasLargeBottomMargin: Bool?

    /// The style of the initial containing block: visible, collapsing white space.
    static let initial: Style = {
      var style = Style(
        display: .block, isVisible: true, whiteSpace: .collapse, rendersChildren: true)
      style.hasDefiniteHeight = true
      return style
    }()

    /// The style of `element`, a child of an element with style `parent`.
    init(of element: Element, parent: Style) {
      let defaults = Self.userAgentDefaults(of: element)
      var display = defaults.display
      var isVisible = parent.isVisible
      var whiteSpace = defaults.whiteSpace ?? parent.whiteSpace
      var textTransform = parent.textTransform
      var isAbsolutelyPositioned = Self.isPositionedByDefault(element)
      var isOutOfFlow = isAbsolutelyPositioned
      var isFlexOrGridContainer = false
      var clips = false
      var hasWidth = false
      var hasFullWidth = false
      var hasHeight = false
      var largeMargin: Bool?
      var pixelWidth: Double?
      var clipsOverflow = false
      var isPositioned = false
      var hasPercentageHeight = false
      var definiteHeight = false
      var positiveHeight = false
      // `align=left|right` floats images and tables (fixture `rendered-text/edges`).
      let presentationalFloat = UserAgentStyle.presentationalValue("float", of: element) ?? "none"
      isOutOfFlow = isOutOfFlow || presentationalFloat != "none"
      // The cascade (the page's sheets, the `style` attribute) over the defaults above.
      let declarations = RenderedText.cascadedDeclarations(of: element)
      if !declarations.isEmpty {
        if let value = RenderedText.cascadedValue(
          of: "display", in: declarations,
          parse: { value in
            Display(cssValue: value).map { ($0, Display.isFlexOrGridContainer(value)) }
          })
        {
          // Author style beats the user-agent sheet; a replaced element made inline stays an
          // atomic inline (its children are never rendered either way), and so do the roots
          // of SVG and MathML content (`math` is `display: inline` in WebKit's sheet, but its
          // box is a block flow on the line).
          if display == .inlineBlock && value.0 == .inline
            && (element.namespace == .mathml || element.namespace == .svg)
          {
            // Keeps the atomic inline.
          } else if display != .replaced || (value.0 != .inline && !value.0.isAtomicInlineBox) {
            display = value.0
          }
          isFlexOrGridContainer = value.1
        }
        if let value = RenderedText.cascadedValue(
          of: "visibility", in: declarations, parse: Self.parseVisibility)
        {
          isVisible = value ?? parent.isVisible
        }
        if let value = RenderedText.cascadedValue(
          of: "white-space", in: declarations, parse: WhiteSpace.init(cssValue:))
        {
          whiteSpace = value
        }
        if let value = RenderedText.cascadedValue(
          of: "white-space-collapse", in: declarations, parse: WhiteSpace.init(collapseValue:))
        {
          whiteSpace = value
        }
        if let value = RenderedText.cascadedValue(
          of: "text-transform", in: declarations, parse: TextTransform.init(cssValue:))
        {
          textTransform = value
        }
        let floats =
          RenderedText.cascadedValue(of: "float", in: declarations) { value in
            ["none", "left", "right", "inline-start", "inline-end"].contains(value)
              ? value : nil
          } ?? presentationalFloat
        let position = RenderedText.cascadedValue(of: "position", in: declarations) { value in
          ["static", "relative", "absolute", "fixed", "sticky"].contains(value) ? value : nil
        }
        if let position {
          isAbsolutelyPositioned = position == "absolute" || position == "fixed"
          isPositioned = position != "static"
        }
        isOutOfFlow = floats != "none" || isAbsolutelyPositioned
        clips = Self.clipsEntirely(declarations)
        clipsOverflow = Self.clipsOverflow(declarations)
        hasWidth = declarations.contains { $0.name == "width" }
        hasHeight = declarations.contains { $0.name == "height" }
        if let height = RenderedText.cascadedValue(of: "height", in: declarations, parse: { $0 }) {
          if height.hasSuffix("%") {
            hasPercentageHeight = true
            // A percentage of an indefinite height behaves as `auto`, except for an
            // absolutely positioned box (it resolves against its containing block; see
            // `Walker`).
            definiteHeight = parent.hasDefiniteHeight
            positiveHeight = parent.hasDefiniteHeight && height != "0%"
          } else if height != "auto" && !height.hasPrefix("fit-content")
            && height != "min-content" && height != "max-content"
          {
            // A length (in any unit, or `calc()`): zero only when it says so.
            definiteHeight = true
            positiveHeight = Self.pixels(height, fontSize: 16).map { $0 > 0 } ?? true
          }
        }
        let width = RenderedText.cascadedValue(of: "width", in: declarations) { $0 }
        hasFullWidth = width == "100%"
        pixelWidth = width.flatMap { Self.pixels($0, fontSize: 16) }
        largeMargin = Self.bottomMarginIsLarge(declarations, of: element)
      }
      if parent.isFlexOrGridContainer || isOutOfFlow {
        display = display.blockified
      }
      self.display = display
      self.isVisible = isVisible
      self.whiteSpace = whiteSpace
      self.textTransform = textTransform
      self.rendersChildren =
        defaults.rendersChildren && display != .replaced && display != .tableColumn
      self.skipsChildren = defaults.skipsChildren
      self.isOutOfFlow = isOutOfFlow && display != .none && display != .contents
      self.isAbsolutelyPositioned = isAbsolutelyPositioned && self.isOutOfFlow
      self.isFlexOrGridContainer = isFlexOrGridContainer
      self.clipsContentsEntirely = clips
      self.clipsOverflow = clipsOverflow
      // Presentational hints of `img`, `svg`, `video`…: `width` and `height` attributes.
      self.hasWidth = hasWidth || element.attributeValue(localName: "width") != nil
      if let height = element.attributeValue(localName: "height").flatMap({ Double($0) }),
        height > 0
      {
        hasHeight = true
      }
      self.hasFullWidth = hasFullWidth
      self.hasHeight = hasHeight
      self.isPositioned = isPositioned || isAbsolutelyPositioned
      self.hasPercentageHeight = hasPercentageHeight
      self.hasDefiniteHeight = definiteHeight
      self.givesHeight =
        positiveHeight
        || (element.dimensionAttribute("height").map { $0 > 0 } ?? false)
      if pixelWidth == nil && (display == .replaced || display == .inlineBlock) {
        pixelWidth = element.dimensionAttribute("width") ?? Self.defaultObjectWidth(of: element)
      }
      let available =
        parent.contentWidth
        ?? (element.parentElement == nil
          ? element.nodeDocument.styleEnvironment?.viewportWidth : nil)
      switch display {
      case .block, .inlineBlock, .table, .inlineTable, .tableCell:
        contentWidth = pixelWidth ?? available
      default:
        contentWidth = available
      }
      self.pixelWidth = pixelWidth
      if let available, display == .replaced || display == .inlineBlock {
        // In a box of no width, every atomic inline is on a line of its own.
        fillsAvailableWidth = available == 0 || (pixelWidth.map { $0 >= available } ?? false)
      }
      self.hasLargeBottomMargin = largeMargin
    }

    init(display: Display, isVisible: Bool, whiteSpace: WhiteSpace, rendersChildren: Bool) {
      self.display = display
      self.isVisible = isVisible
      self.whiteSpace = whiteSpace
      self.rendersChildren = rendersChildren
    }

    /// The width of embedded content without a width: 300px for an `svg` root without a
    /// `viewBox` (one with a `viewBox` is as wide as its container), a canvas, an iframe, a
    /// video, an embed or an object. https://www.w3.org/TR/CSS2/visudet.html#inline-replaced-width
    private static func defaultObjectWidth(of element: Element) -> Double? {
      if element.namespace == .svg {
        let isRoot = element.localName == "svg" && element.parentElement?.namespace != .svg
        return isRoot && element.attributeValue(localName: "viewBox") == nil ? 300 : nil
      }
      guard element.isHTMLElement else { return nil }
      switch element.localName {
      case "canvas", "iframe", "video", "embed", "object": return 300
      default: return nil
      }
    }

    /// Whether the user-agent style sheet positions the element absolutely (a `dialog`).
    /// https://html.spec.whatwg.org/multipage/rendering.html#flow-content-3
    private static func isPositionedByDefault(_ element: Element) -> Bool {
      element.isHTML("dialog")
    }

    /// `visible` → true, `hidden`/`collapse` → false, `inherit` → nil (the parent's).
    private static func parseVisibility(_ value: String) -> Bool?? {
      switch value {
      case "visible", "initial": .some(true)
      case "hidden", "collapse": .some(false)
      case "inherit", "unset": .some(nil)
      default: nil
      }
    }

    /// A length in CSS pixels (`px`, `em` at `fontSize`, unitless zero), or nil.
    private static func pixels(_ value: String, fontSize: Double) -> Double? {
      if value == "0" { return 0 }
      for (unit, scale) in [("px", 1.0), ("rem", 16.0), ("em", fontSize), ("pt", 4.0 / 3.0)]
      where value.hasSuffix(unit) {
        return Double(value.dropLast(unit.count)).map { $0 * scale }
      }
      return nil
    }

    /// Whether `overflow` clips on either axis.
    private static func clipsOverflow(_ declarations: [InlineDeclaration]) -> Bool {
      let clipping = ["hidden", "clip", "scroll", "auto"]
      let overflow = { (name: String) in
        RenderedText.cascadedValue(of: name, in: declarations) { value in
          value.splitOnASCIIWhitespace().first.map { clipping.contains($0) }
        } ?? false
      }
      return overflow("overflow") || overflow("overflow-x") || overflow("overflow-y")
    }

    /// Whether `overflow` clips and `width` or `height` (or their maximum: a collapsed
    /// search button of `max-width: 0`, page `wikia`) is zero: WebKit's text iterator reads
    /// nothing inside a box whose content box is empty and that clips (fixture
    /// `rendered-text/zero-size-clip`).
    private static func clipsEntirely(_ declarations: [InlineDeclaration]) -> Bool {
      guard clipsOverflow(declarations) else { return false }
      let zero = { (name: String) in
        RenderedText.cascadedValue(of: name, in: declarations) { pixels($0, fontSize: 16) }
          == 0
      }
      return zero("width") || zero("height") || zero("max-width") || zero("max-height")
    }

    /// Whether the inline style gives a bottom margin of at least half the font size (WebKit's
    /// test for the blank line after a `p` or heading), or nil when it sets none.
    private static func bottomMarginIsLarge(
      _ declarations: [InlineDeclaration], of element: Element
    ) -> Bool? {
      let fontSize = userAgentFontSize(of: element)
      var margin = RenderedText.cascadedValue(of: "margin", in: declarations) { value in
        let parts = value.splitOnASCIIWhitespace()
        guard (1...4).contains(parts.count) else { return nil as Double? }
        return pixels(parts[parts.count > 2 ? 2 : 0], fontSize: fontSize)
      }
      if let bottom = RenderedText.cascadedValue(
        of: "margin-bottom", in: declarations, parse: { pixels($0, fontSize: fontSize) })
      {
        margin = bottom
      }
      return margin.map { $0 * 2 >= fontSize }
    }

    /// The user-agent font size of `p` and the headings, in pixels.
    private static func userAgentFontSize(of element: Element) -> Double {
      switch element.localName {
      case "h1": 32
      case "h2": 24
      case "h3": 18.72
      case "h5": 13.28
      case "h6": 10.72
      default: 16
      }
    }

    /// The user-agent style sheet, for one element.
    ///
    /// https://html.spec.whatwg.org/multipage/rendering.html#hidden-elements,
    /// https://html.spec.whatwg.org/multipage/rendering.html#flow-content-3,
    /// https://html.spec.whatwg.org/multipage/rendering.html#tables-2 and
    /// https://html.spec.whatwg.org/multipage/rendering.html#form-controls
    static func userAgentDefaults(of element: Element)
      -> (display: Display, whiteSpace: WhiteSpace?, rendersChildren: Bool, skipsChildren: Bool)
    {
      let defaults = htmlDefaults(of: element)
      let untilFound =
        element.isHTMLElement
        && element.attributeValue(localName: "hidden")?.asciiCaseInsensitiveEquals("until-found")
          == true
      return (defaults.display, defaults.whiteSpace, defaults.rendersChildren, untilFound)
    }

    /// The user-agent display of SVG and MathML elements: an `svg` or `math` root is an
    /// atomic inline; SVG `text` and MathML elements are blocks (WebKit's text iterator puts
    /// line feeds around them), MathML tables are tables; SVG resources and metadata render
    /// nothing.
    static func foreignDefaults(of element: Element)
      -> (display: Display, whiteSpace: WhiteSpace?, rendersChildren: Bool)
    {
      let name = element.localName
      if element.namespace == .svg {
        switch name {
        case "svg":
          return (element.parentElement?.namespace == .svg ? .inline : .inlineBlock, nil, true)
        case "text", "foreignObject": return (.block, nil, true)
        // WebKit's text iterator reads the text of `text` elements inside `defs` and
        // `symbol` (fixture `foreign-style/inner-text`).
        case "title", "desc", "metadata", "style", "script", "clipPath", "mask", "pattern",
          "linearGradient", "radialGradient", "filter", "marker":
          return (.none, nil, true)
        default: return (.inline, nil, true)
        }
      }
      if element.namespace == .mathml {
        switch name {
        case "math":
          let block = element.attributeValue(localName: "display") == "block"
          return (block ? .block : .inlineBlock, nil, true)
        case "annotation", "annotation-xml": return (.none, nil, true)
        // MathML tables lay out as tables (the MathML sheet makes a cell's children inline
        // blocks; fixture `rendered-text/replaced`).
        case "mtable": return (.inlineTable, nil, true)
        case "mtr", "mlabeledtr": return (.tableRow, nil, true)
        case "mtd": return (.tableCell, nil, true)
        default: return (.block, nil, true)
        }
      }
      return (.inline, nil, true)
    }

    private static func htmlDefaults(of element: Element)
      -> (display: Display, whiteSpace: WhiteSpace?, rendersChildren: Bool)
    {
      guard element.isHTMLElement else { return foreignDefaults(of: element) }
      if let hidden = element.attributeValue(localName: "hidden") {
        // `hidden=until-found` keeps the box but skips its contents.
        if hidden.asciiCaseInsensitiveEquals("until-found") {
          return (blockOrInline(element.localName), nil, true)
        }
        return (.none, nil, true)
      }
      let name = element.localName
      switch name {
      case "area", "base", "basefont", "datalist", "head", "link", "meta", "noembed", "option",
        "optgroup",
        "noframes", "param", "rp", "script", "style", "template", "title", "noscript":
        return (.none, nil, true)
      case "input":
        let type = element.attributeValue(localName: "type") ?? ""
        let hidden = type.asciiCaseInsensitiveEquals("hidden")
        return (hidden ? .none : .replaced, nil, hidden)
      case "dialog":
        let isOpen = element.attributeValue(localName: "open") != nil
        return (isOpen ? .block : .none, nil, true)
      case "audio":
        let controls = element.attributeValue(localName: "controls") != nil
        return (controls ? .replaced : .none, nil, !controls)
      case "pre", "listing", "plaintext", "xmp":
        return (.block, .preserve, true)
      case "textarea":
        return (.replaced, .preserve, false)
      case "nobr":
        return (.inline, .collapse, true)
      case "img", "select", "video", "canvas", "iframe", "embed", "object", "meter",
        "progress", "applet", "frame":
        return (.replaced, nil, false)
      case "button", "marquee":
        return (.inlineBlock, nil, true)
      case "table": return (.table, nil, true)
      case "caption": return (.tableCaption, nil, true)
      case "colgroup", "col": return (.tableColumn, nil, false)
      case "thead", "tbody", "tfoot": return (.tableRowGroup, nil, true)
      case "tr": return (.tableRow, nil, true)
      case "td", "th": return (.tableCell, nil, true)
      case "slot": return (.contents, nil, true)
      default: return (blockOrInline(name), nil, true)
      }
    }

    /// `block` for the elements the user-agent style sheet makes block-level (including
    /// `list-item`), `inline` for the rest.
    static func blockOrInline(_ localName: String) -> Display {
      switch localName {
      case "html", "body", "address", "blockquote", "center", "dialog", "div", "figure",
        "figcaption", "footer", "form", "header", "hr", "legend", "listing", "main", "p",
        "plaintext", "pre", "search", "xmp", "article", "aside", "h1", "h2", "h3", "h4", "h5",
        "h6", "hgroup", "nav", "section", "dir", "dd", "dl", "dt", "menu", "ol", "ul", "li",
        "details", "summary", "fieldset", "optgroup", "option", "frameset":
        .block
      default:
        .inline
      }
    }
  }
}
