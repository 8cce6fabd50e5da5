// The user-agent style sheet facts the rendered-text algorithm needs, for an unstyled page:
// each element's `display`, and the inherited `white-space` and `visibility`, with the inline
// `style` attribute applied on top.
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
    /// `inline-flex`, `inline-grid`, `inline-table`).
    case inlineBlock
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
        case "inline-block", "inline-flex", "inline-grid", "inline-table", "inline-list-item":
          self = .inlineBlock
        case "block", "list-item", "flex", "grid", "flow-root", "run-in", "flow":
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
        self = outerInline ? .inlineBlock : .table
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

    /// Parses a `white-space-collapse` value (what the `white-space` shorthand sets), or
    /// `nil`. https://drafts.csswg.org/css-text-4/#white-space-collapsing
    init?(collapseValue value: String) {
      switch value {
      case "collapse", "initial", "unset": self = .collapse
      case "preserve", "break-spaces": self = .preserve
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

  /// The computed style facts of one element (or of the context of a subtree).
  struct Style {
    /// The element's box.
    var display: Display
    /// Inherited `visibility` is `visible`.
    var isVisible: Bool
    /// Inherited `white-space`.
    var whiteSpace: WhiteSpace
    /// Whether the element's children get boxes (false for replaced elements, `select`,
    /// and content hidden with `hidden=until-found`).
    var rendersChildren: Bool

    /// The style of the initial containing block: visible, collapsing white space.
    static let initial = Style(
      display: .block, isVisible: true, whiteSpace: .collapse, rendersChildren: true)

    /// The style of `element`, a child of an element with style `parent`.
    init(of element: Element, parent: Style) {
      let defaults = Self.userAgentDefaults(of: element)
      var display = defaults.display
      var isVisible = parent.isVisible
      var whiteSpace = defaults.whiteSpace ?? parent.whiteSpace
      // The cascade (the page's sheets, the `style` attribute) over the defaults above.
      if element.nodeDocumentStorage != nil {
        if let value = element.cascadedValue("display").flatMap({
          Display(cssValue: $0.asciiLowercased())
        }) {
          // Author style beats the user-agent sheet; a replaced element made inline stays an
          // atomic inline (its children are never rendered either way).
          if display != .replaced || (value != .inline && value != .inlineBlock) {
            display = value
          }
        }
        if let value = element.cascadedValue("visibility").flatMap({
          Self.parseVisibility($0.asciiLowercased())
        }) {
          isVisible = value ?? parent.isVisible
        }
        if let value = element.cascadedValue("white-space-collapse").flatMap({
          WhiteSpace(collapseValue: $0.asciiLowercased())
        }) {
          whiteSpace = value
        } else if let value = element.cascadedValue("white-space").flatMap({
          WhiteSpace(cssValue: $0.asciiLowercased())
        }) {
          whiteSpace = value
        }
      }
      self.display = display
      self.isVisible = isVisible
      self.whiteSpace = whiteSpace
      self.rendersChildren =
        defaults.rendersChildren && display != .replaced && display != .tableColumn
    }

    init(display: Display, isVisible: Bool, whiteSpace: WhiteSpace, rendersChildren: Bool) {
      self.display = display
      self.isVisible = isVisible
      self.whiteSpace = whiteSpace
      self.rendersChildren = rendersChildren
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

    /// The user-agent style sheet, for one element.
    ///
    /// https://html.spec.whatwg.org/multipage/rendering.html#hidden-elements,
    /// https://html.spec.whatwg.org/multipage/rendering.html#flow-content-3,
    /// https://html.spec.whatwg.org/multipage/rendering.html#tables-2 and
    /// https://html.spec.whatwg.org/multipage/rendering.html#form-controls
    static func userAgentDefaults(of element: Element)
      -> (display: Display, whiteSpace: WhiteSpace?, rendersChildren: Bool)
    {
      guard element.isHTMLElement else {
        // Foreign content: its `display` comes from the user-agent sheets (see
        // `UserAgentStyleSheet`); only the text of SVG text content elements is rendered
        // (``RenderedText/rendersSVGText(in:)``). WebKit renders no text of MathML tables.
        if element.namespace == .mathml {
          switch element.localName {
          case "mtable", "mtr", "mlabeledtr", "mtd": return (.inline, nil, false)
          default: break
          }
        }
        return (.inline, nil, true)
      }
      if let hidden = element.attributeValue(localName: "hidden") {
        // `hidden=until-found` keeps the box but skips its contents.
        if hidden.asciiCaseInsensitiveEquals("until-found") {
          return (blockOrInline(element.localName), nil, false)
        }
        return (.none, nil, true)
      }
      let name = element.localName
      switch name {
      case "area", "base", "basefont", "datalist", "head", "link", "meta", "noembed",
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
